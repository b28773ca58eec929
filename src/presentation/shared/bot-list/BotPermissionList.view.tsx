import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PermissionBot } from '../../../domain/shared/bot-list.rule';
import { Pagination, useRowKeyboard } from '../../ui';
import type { BotActions } from './bot-actions.presenter';
import { BotListEmpty } from './BotListEmpty.view';
import { BotReadProgress } from './BotReadProgress.view';
import type { BotReadCounts } from './bot-state-reads.presenter';
import type { BotColumn } from './bot-column';
import { useBotListLabels } from './bot-columns';
import { BotRow } from './BotRow.view';
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

/**
 * The bot-permission list of the Copilot and Calls pages (spec 1 §2): the progress line while the
 * bots' own reads run (issue 34), toolbar, bulk bar, one page
 * of rows (at most 50 in the DOM), the empty state of the filter, 'Showing {from}-{to} of
 * {total} results' and the page buttons.
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
  const range = list.range;
  const keyboard = useRowKeyboard({
    rowCount: list.pageRows.length,
    onToggleRow: (index) => {
      const bot = list.pageRows[index];
      if (bot !== undefined) list.selectionFlipped(bot.id);
    },
  });
  return (
    <div className="bot-list">
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
        <div className="bot-list__scroll" role="region" aria-label={labels.caption} tabIndex={0}>
          <table className="bot-list__table" style={minWidth ? { minWidth } : undefined}>
            <caption className="ui-visually-hidden">{labels.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className="bot-list__select-col">
                  <span className="ui-visually-hidden">{t('selectColumn')}</span>
                </th>
                {columns.map((column) => (
                  <th key={column.id} scope="col" style={column.width ? { width: column.width } : undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody ref={keyboard.bodyRef} onKeyDown={keyboard.onKeyDown} onFocus={keyboard.onFocus}>
              {/* Keyed by position: a new page or filter updates the rows already there in place
                  instead of removing 50 rows and building 50 new ones. */}
              {list.pageRows.map((bot, index) => (
                <BotRow
                  key={index}
                  bot={bot}
                  list={list}
                  columns={columns}
                  index={index}
                  tabStop={index === keyboard.activeIndex}
                  t={t}
                />
              ))}
            </tbody>
          </table>
        </div>
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
