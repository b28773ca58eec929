import { observer } from 'mobx-react-lite';
import { useCallback, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionBot } from '../../../domain/shared/bot-list.rule';
import { DataTable, Pagination } from '../../ui';
import type { BotActions } from './bot-actions.presenter';
import { BotListEmpty } from './BotListEmpty.view';
import { BotReadProgress } from './BotReadProgress.view';
import type { BotReadCounts } from './bot-state-reads.presenter';
import { useBotListLabels, useBotTableColumns, type BotColumn } from './bot-columns';
import type { BotListPresenter } from './bot-list.presenter';
import { BotListToolbar } from './BotListToolbar.view';
import { UndoBar } from '../undo/UndoBar.view';
import type { UndoOfferPresenter } from '../undo/undo-offer.presenter';
import './BotPermissionList.css';

export type { BotColumn };

/**
 * A feature page's presenter, as far as its bot list goes: the state, the bots' own reads (their
 * progress line), the actions and the bulk buttons.
 */
export interface BotPermissionOwner<B extends PermissionBot> {
  readonly list: BotListPresenter<B>;
  readonly reads: BotReadCounts;
  readonly actions: BotActions<B>;
  /** Issue 38 §2: Undo after a bulk change, shown under the bulk buttons. */
  readonly undo: UndoOfferPresenter;
  bulkClicked(enabled: boolean): Promise<void>;
}

export interface BotPermissionListProps<B extends PermissionBot> {
  readonly owner: BotPermissionOwner<B>;
  /** The feature whose texts label the list (`bots.search`, `bots.caption`, …). */
  readonly namespace: 'copilot' | 'calls';
  readonly columns: readonly BotColumn<B>[];
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  readonly minWidth?: number | undefined;
}

const botId = (bot: PermissionBot): string => bot.id;
const lockedRow = (bot: PermissionBot): string | undefined =>
  bot.hasPermission ? undefined : 'bot-list__row--locked';

/**
 * The bot-permission list of the Copilot and Calls pages (spec 1 §2): the progress line while the
 * bots' own reads run (issue 34), toolbar, bulk bar, one page of rows (at most 50 in the DOM) in
 * the kit's DataTable (issue 36 §2: one table mechanism), the empty state of the filter,
 * 'Showing {from}-{to} of {total} results' and the page buttons. The presenter filters and pages;
 * the table draws the page it is given, whole.
 */
function BotPermissionListView<B extends PermissionBot>({
  owner,
  namespace,
  columns,
  minWidth,
}: BotPermissionListProps<B>) {
  const { t } = useTranslation('bots');
  const { list, actions } = owner;
  const labels = useBotListLabels(namespace);
  const tableColumns = useBotTableColumns(list, columns, t);
  const range = list.range;
  // Read here so this observer re-renders on a save's start and end; the table then updates the
  // aria-busy of the rows whose answer changed (its rows are memoised, not observers).
  const busy = list.busy;
  const rowBusy = useCallback((bot: B) => busy.has(bot.id) || !bot.stateKnown, [busy]);
  const rowToggled = useCallback((bot: B) => list.selectionFlipped(bot.id), [list]);
  const style = minWidth ? ({ '--bot-list-min-width': `${minWidth}px` } as CSSProperties) : undefined;
  return (
    <div className="bot-list" style={style}>
      <BotReadProgress reads={owner.reads} />
      <BotListToolbar
        list={list}
        actions={actions}
        partial={owner.reads.running}
        labels={labels}
        onBulk={(enabled) => void owner.bulkClicked(enabled)}
      />
      <UndoBar offer={owner.undo} />
      {list.emptyState !== 'none' ? (
        <BotListEmpty list={list} />
      ) : (
        <DataTable
          rows={list.pageRows}
          columns={tableColumns}
          getRowId={botId}
          caption={labels.caption}
          bodyMaxHeight="none"
          // A new page or filter updates the rows already there in place instead of removing 50
          // rows and building 50 new ones (issue 8).
          keyRowsByPosition
          onRowToggle={rowToggled}
          rowClassName={lockedRow}
          rowBusy={rowBusy}
        />
      )}
      {range.total > 0 ? (
        <div className="bot-list__footer">
          <p className="bot-list__range" aria-live="polite">
            {t('showing', { from: range.from, to: range.to, total: range.total })}
          </p>
          {range.pageCount > 1 ? (
            <Pagination page={range.page} pageCount={range.pageCount} onPageChange={list.pageChanged} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export const BotPermissionList = observer(BotPermissionListView) as typeof BotPermissionListView;
