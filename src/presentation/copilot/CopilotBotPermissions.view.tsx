import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopilotBot } from '../../domain/copilot/copilot-bot.entity';
import { BotAvatar } from '../shared/bot-list/BotAvatar.view';
import { BotPermissionList, type BotColumn } from '../shared/bot-list/BotPermissionList.view';
import { Switch } from '../ui';
import type { CopilotPresenter } from './copilot.presenter';

/** The bot permission view (spec 1 §2): title, the two count tiles and the shared list. */
export const CopilotBotPermissions = observer(function CopilotBotPermissions({
  presenter,
}: {
  readonly presenter: CopilotPresenter;
}) {
  const { t } = useTranslation('copilot');
  const { list, actions } = presenter;
  const counts = list.counts;
  const columns = useMemo<BotColumn<CopilotBot>[]>(
    () => [
      {
        id: 'name',
        header: t('bots.nameColumn'),
        render: (bot) => (
          <span className="bot-list__bot">
            <BotAvatar imageUri={bot.imageUri} />
            {bot.name}
          </span>
        ),
      },
      {
        id: 'copilot',
        header: t('bots.statusColumn'),
        render: (bot) => (
          <Switch
            checked={bot.enabled}
            disabled={!actions.canChange(bot.id)}
            label={t('bots.switchLabel', { name: bot.name })}
            hideLabel
            onChange={(enabled) => void presenter.switchToggled(bot.id, enabled)}
          />
        ),
      },
    ],
    [t, presenter, actions],
  );
  const labels = useMemo(
    () => ({
      search: t('bots.search'),
      filter: t('bots.filter'),
      pageSize: t('bots.pageSize'),
      caption: t('bots.caption'),
    }),
    [t],
  );
  return (
    <div className="copilot-bots">
      <div>
        <h1 className="copilot-bots__title">{t('bots.title')}</h1>
        <p className="copilot-bots__subtitle">{t('bots.subtitle')}</p>
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
      <BotPermissionList
        list={list}
        actions={actions}
        labels={labels}
        columns={columns}
        onBulk={(enabled) => void presenter.bulkClicked(enabled)}
      />
    </div>
  );
});
