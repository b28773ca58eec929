import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isCallBackPermissionEnabled } from '../../domain/calls/calls-bot.entity';
import { botNameColumn } from '../shared/bot-list/bot-columns';
import { BotPermissionList, type BotColumn } from '../shared/bot-list/BotPermissionList.view';
import { BotStateLoading } from '../shared/bot-list/BotStateLoading.view';
import { EnableDisableButtons } from '../shared/bot-list/EnableDisableButtons.view';
import { Icon, InfoTip, Spinner } from '../ui';
import type { CallsListBot } from './calls-list-bot';
import type { CallsPresenter } from './calls.presenter';
import { CallsStatusDialog } from './CallsStatusDialog.view';

/**
 * The 'Bot permissions' page once the terms are accepted (spec 1 §2 'Calls page'). Issue 34: a
 * row whose settings are not read yet shows them loading instead of the two button pairs.
 */
export const CallsBotPermissions = observer(function CallsBotPermissions({
  presenter,
}: {
  readonly presenter: CallsPresenter;
}) {
  const { t } = useTranslation('calls');
  const { t: botsText } = useTranslation('bots');
  const { actions } = presenter;
  const pairTexts = useMemo(() => ({ enable: botsText('enable'), disable: botsText('disable') }), [botsText]);
  const columns = useMemo<BotColumn<CallsListBot>[]>(
    () => [
      botNameColumn(t('bots.columns.name')),
      { id: 'id', header: t('bots.columns.id'), width: '12%', render: (bot) => bot.shortName },
      {
        id: 'callback',
        width: '212px',
        header: t('bots.columns.callback'),
        headerContent: (
          <span className="calls-bots__header-info">
            {t('bots.columns.callback')}
            <InfoTip
              label={t('bots.callbackInfoLabel')}
              content={t('bots.callbackInfo')}
              className="calls-bots__info"
            />
          </span>
        ),
        render: (bot) => {
          const label = t('bots.callbackLabel', { name: bot.name });
          if (!bot.stateKnown) return <BotStateLoading label={botsText('stateLoading', { label })} />;
          return (
            <EnableDisableButtons
              texts={pairTexts}
              enabled={isCallBackPermissionEnabled(bot.settings)}
              disabled={!actions.canChange(bot.id)}
              label={label}
              onChange={(enabled) => void presenter.callbackToggled(bot.id, enabled)}
            />
          );
        },
      },
      {
        id: 'calls',
        width: '212px',
        header: t('bots.columns.calls'),
        render: (bot) => {
          const label = t('bots.callsLabel', { name: bot.name });
          if (!bot.stateKnown) return <BotStateLoading label={botsText('stateLoading', { label })} />;
          return (
            <EnableDisableButtons
              texts={pairTexts}
              enabled={bot.enabled}
              disabled={!actions.canChange(bot.id)}
              label={label}
              onChange={(enabled) => void presenter.callsToggled(bot.id, enabled)}
            />
          );
        },
      },
      {
        id: 'status',
        width: '64px',
        header: t('bots.columns.status'),
        render: (bot) => (
          <button
            type="button"
            className="ui-icon-button calls-bots__info"
            aria-label={t('bots.statusLabel', { name: bot.name })}
            onClick={() => presenter.statusClicked(bot.id)}
          >
            <Icon name="info" size={18} />
          </button>
        ),
      },
    ],
    [t, botsText, presenter, actions, pairTexts],
  );
  return (
    <div className="feature-page">
      <p className="feature-page__lead">{t('bots.subtitle')}</p>
      {presenter.botsLoading ? (
        <Spinner label={t('bots.loading')} />
      ) : (
        <BotPermissionList owner={presenter} namespace="calls" columns={columns} minWidth={820} />
      )}
      <CallsStatusDialog
        dialog={presenter.statusDialog}
        onClose={presenter.statusClosed}
        onIconVisibilityChange={(id, visible) => void presenter.iconVisibilityToggled(id, visible)}
      />
    </div>
  );
});
