import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopilotBot } from '../../domain/copilot/copilot-bot.entity';
import { botNameColumn } from '../shared/bot-list/bot-columns';
import { BotPermissionList, type BotColumn } from '../shared/bot-list/BotPermissionList.view';
import { BotStateLoading } from '../shared/bot-list/BotStateLoading.view';
import { Switch } from '../ui';
import type { CopilotPresenter } from './copilot.presenter';

/**
 * The bot permission view (spec 1 §2): title, the two count tiles (issue 34: of the bots read so
 * far while reads run, and saying so) and the shared list.
 */
export const CopilotBotPermissions = observer(function CopilotBotPermissions({
  presenter,
}: {
  readonly presenter: CopilotPresenter;
}) {
  const { t } = useTranslation('copilot');
  const { t: botsText } = useTranslation('bots');
  const { actions } = presenter;
  const counts = presenter.list.counts;
  const columns = useMemo<BotColumn<CopilotBot>[]>(
    () => [
      botNameColumn(t('bots.nameColumn')),
      {
        id: 'copilot',
        width: '120px',
        header: t('bots.statusColumn'),
        render: (bot) => {
          const label = t('bots.switchLabel', { name: bot.name });
          if (!bot.stateKnown) return <BotStateLoading label={botsText('stateLoading', { label })} />;
          return (
            <Switch
              checked={bot.enabled}
              disabled={!actions.canChange(bot.id)}
              label={label}
              hideLabel
              onChange={(enabled) => void presenter.switchToggled(bot.id, enabled)}
            />
          );
        },
      },
    ],
    [t, botsText, presenter, actions],
  );
  return (
    <div className="feature-page">
      <div>
        <h1 className="feature-page__title">{t('bots.title')}</h1>
        <p className="feature-page__lead">{t('bots.subtitle')}</p>
      </div>
      <dl className="bot-tiles">
        <div className="bot-tiles__tile">
          <dt>{t('bots.enabledBots')}</dt>
          <dd>{counts.enabled}</dd>
        </div>
        <div className="bot-tiles__tile">
          <dt>{t('bots.disabledBots')}</dt>
          <dd>{counts.disabled}</dd>
        </div>
      </dl>
      {presenter.reads.running ? <p className="bot-list__partial">{botsText('partialCounts')}</p> : null}
      <BotPermissionList owner={presenter} namespace="copilot" columns={columns} />
    </div>
  );
});
