import type { TFunction } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionBot } from '../../../domain/shared/bot-list.rule';
import type { BotApplication } from '../../../domain/shared/bot.entity';
import type { Column } from '../../ui';
import { BotAvatar } from './BotAvatar.view';
import { BotCell, BotSelectCell } from './BotCells.view';
import type { BotListPresenter } from './bot-list.presenter';
import type { BotListLabels } from './BotListToolbar.view';

/**
 * A feature's column after the shared selection column: a kit table column drawn by `render`
 * (no `value`, so not sortable: the list keeps spec 1 §2's order).
 */
export type BotColumn<B> = Column<B> & { readonly render: (bot: B) => ReactNode };

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

/**
 * The table's columns (issue 36 §2: the kit's DataTable draws the bot list): the selection
 * column, named for assistive technology only, then the feature's, each cell its own observer.
 */
export function useBotTableColumns<B extends PermissionBot>(
  list: BotListPresenter<B>,
  columns: readonly BotColumn<B>[],
  t: TFunction<'bots'>,
): readonly Column<B>[] {
  return useMemo(
    () => [
      {
        id: 'select',
        header: t('selectColumn'),
        headerContent: <span className="ui-visually-hidden">{t('selectColumn')}</span>,
        width: '44px',
        render: (bot: B) => <BotSelectCell bot={bot} list={list} t={t} />,
      },
      ...columns.map((column) => {
        const render = column.render;
        return { ...column, render: (bot: B) => <BotCell bot={bot} render={render} /> };
      }),
    ],
    [list, columns, t],
  );
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
