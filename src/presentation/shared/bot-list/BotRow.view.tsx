import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import type { PermissionBot } from '../../../domain/shared/bot-list.rule';
import { Checkbox, Icon, Tooltip } from '../../ui';
import type { BotListPresenter } from './bot-list.presenter';
import type { BotColumn } from './bot-column';

interface BotRowProps<B extends PermissionBot> {
  readonly bot: B;
  readonly list: BotListPresenter<B>;
  readonly columns: readonly BotColumn<B>[];
  /** Position on the page (data-index, read by the row keys). */
  readonly index: number;
  /** The row in the tab order (one per table); the others are reached with the arrow keys. */
  readonly tabStop: boolean;
  /** The list's translate function: one hook per table, not one per row. */
  readonly t: TFunction<'bots'>;
}

/**
 * The selection cell: a checkbox (disabled while the bot's state is read: issue 34), or for a bot
 * without permission a lock with its reason. Called
 * as a function inside the row's render, so the row's observer tracks the selection it reads.
 */
function selectCell<B extends PermissionBot>({ bot, list, t }: Pick<BotRowProps<B>, 'bot' | 'list' | 't'>) {
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
      disabled={list.isBusy(bot.id) || !bot.stateKnown}
      onChange={(checked) => list.selectionToggled(bot.id, checked)}
    />
  );
}

/**
 * One bot's row. Its own observer (memoised by the bot object): a selection, a save or a new
 * filter re-renders only the rows whose bot or state changed, not the whole page.
 */
function BotRowView<B extends PermissionBot>({ bot, list, columns, index, tabStop, t }: BotRowProps<B>) {
  return (
    <tr
      data-index={index}
      tabIndex={tabStop ? 0 : -1}
      className={bot.hasPermission ? 'ui-focusable-row' : 'ui-focusable-row bot-list__row--locked'}
      aria-busy={list.isBusy(bot.id) || !bot.stateKnown || undefined}
    >
      <td className="bot-list__select-col">{selectCell({ bot, list, t })}</td>
      {columns.map((column) => (
        <td key={column.id}>{column.render(bot)}</td>
      ))}
    </tr>
  );
}

export const BotRow = observer(BotRowView) as typeof BotRowView;
