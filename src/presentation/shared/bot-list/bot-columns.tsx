import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotApplication } from '../../../domain/shared/bot.entity';
import { BotAvatar } from './BotAvatar.view';
import type { BotColumn } from './bot-column';
import type { BotListLabels } from './BotListToolbar.view';

/** The bot column both pages open with: avatar (or the default logo) and name (spec 1 §2). */
export function botNameColumn<B extends BotApplication>(header: string): BotColumn<B> {
  return {
    id: 'name',
    header,
    render: (bot) => (
      <span className="bot-list__bot">
        <BotAvatar imageUri={bot.imageUri} />
        {bot.name}
      </span>
    ),
  };
}

/** The list's labels from a feature's texts (`bots.search`, `bots.caption`) and the kit's. */
export function useBotListLabels(namespace: 'copilot' | 'calls'): BotListLabels {
  const { t } = useTranslation(namespace);
  const { t: tUi } = useTranslation('ui');
  return useMemo(
    () => ({
      search: t('bots.search'),
      // One label for every page-size control (issue 22 §17).
      pageSize: tUi('pageSize'),
      caption: t('bots.caption'),
    }),
    [t, tUi],
  );
}
