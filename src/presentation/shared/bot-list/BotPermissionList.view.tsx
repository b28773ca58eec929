import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PermissionBot } from '../../../domain/shared/bot-list.rule';
import { Checkbox, Icon, Pagination, Tooltip } from '../../ui';
import type { BotActions } from './bot-actions';
import { BotListEmpty } from './BotListEmpty.view';
import type { BotListState } from './bot-list.state';
import { BotListToolbar, type BotListLabels } from './BotListToolbar.view';
import './BotPermissionList.css';

/** A feature's column after the shared selection column. */
export interface BotColumn<B> {
  readonly id: string;
  readonly header: ReactNode;
  readonly render: (bot: B) => ReactNode;
}

export interface BotPermissionListProps<B extends PermissionBot> {
  readonly list: BotListState<B>;
  readonly actions: BotActions<B>;
  readonly labels: BotListLabels;
  readonly columns: readonly BotColumn<B>[];
  readonly onBulk: (enabled: boolean) => void;
}

/** The selection cell: a checkbox, or for a bot without permission a lock with its reason. */
const SelectCell = observer(function SelectCell({
  bot,
  list,
}: {
  readonly bot: PermissionBot;
  readonly list: {
    isSelected(id: string): boolean;
    isBusy(id: string): boolean;
    selectionToggled(id: string, checked: boolean): void;
  };
}) {
  const { t } = useTranslation('bots');
  if (!bot.hasPermission) {
    return (
      <Tooltip content={t('locked')}>
        <button
          type="button"
          className="ui-icon-button bot-list__lock"
          aria-label={t('lockedLabel', { name: bot.name })}
        >
          <Icon name="lock" size={16} />
        </button>
      </Tooltip>
    );
  }
  return (
    <Checkbox
      label={t('selectBot', { name: bot.name })}
      hideLabel
      checked={list.isSelected(bot.id)}
      disabled={list.isBusy(bot.id)}
      onChange={(checked) => list.selectionToggled(bot.id, checked)}
    />
  );
});

/**
 * The bot-permission list of the Copilot and Calls pages (spec 1 §2): toolbar, bulk bar, one page
 * of rows (at most 50 in the DOM), the empty state of the filter, 'Showing {from}-{to} of
 * {total} results' and the page buttons.
 */
function BotPermissionListView<B extends PermissionBot>({
  list,
  actions,
  labels,
  columns,
  onBulk,
}: BotPermissionListProps<B>) {
  const { t } = useTranslation('bots');
  const range = list.range;
  return (
    <div className="bot-list">
      <BotListToolbar list={list} actions={actions} labels={labels} onBulk={onBulk} />
      {list.emptyState !== 'none' ? (
        <BotListEmpty list={list} />
      ) : (
        <div className="bot-list__scroll" role="region" aria-label={labels.caption} tabIndex={0}>
          <table className="bot-list__table">
            <caption className="ui-visually-hidden">{labels.caption}</caption>
            <thead>
              <tr>
                <th scope="col" className="bot-list__select-col">
                  <span className="ui-visually-hidden">{t('selectColumn')}</span>
                </th>
                {columns.map((column) => (
                  <th key={column.id} scope="col">
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.pageRows.map((bot) => (
                <tr
                  key={bot.id}
                  className={bot.hasPermission ? undefined : 'bot-list__row--locked'}
                  aria-busy={list.isBusy(bot.id) || undefined}
                >
                  <td className="bot-list__select-col">
                    <SelectCell bot={bot} list={list} />
                  </td>
                  {columns.map((column) => (
                    <td key={column.id}>{column.render(bot)}</td>
                  ))}
                </tr>
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
