import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { PermissionBot } from '../../../domain/shared/bot-list.rule';
import { Checkbox, Icon, Tooltip } from '../../ui';
import type { BotListPresenter } from './bot-list.presenter';

/**
 * The selection cell: a checkbox (disabled while the bot's state is read: issue 34), or for a bot
 * without permission a lock with its reason. Its own observer: a selection or a save re-renders
 * this cell, not the page.
 */
function BotSelectCellView<B extends PermissionBot>({
  bot,
  list,
  t,
}: {
  readonly bot: B;
  readonly list: BotListPresenter<B>;
  /** The list's translate function: one hook per table, not one per row. */
  readonly t: TFunction<'bots'>;
}) {
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

export const BotSelectCell = observer(BotSelectCellView) as typeof BotSelectCellView;

/**
 * A feature column's cell as its own observer: the table's rows are the kit's (memoised, not
 * observers), so a cell that reads page state (a save in flight, `actions.canChange`) tracks it
 * here and only that cell re-renders when it changes.
 */
function BotCellView<B>({ bot, render }: { readonly bot: B; readonly render: (bot: B) => ReactNode }) {
  return render(bot);
}

export const BotCell = observer(BotCellView) as typeof BotCellView;
