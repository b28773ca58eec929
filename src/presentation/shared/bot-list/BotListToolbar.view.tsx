import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  BOT_PAGE_SIZES,
  BOT_STATUS_FILTERS,
  type BotPageSize,
  type PermissionBot,
} from '../../../domain/shared/bot-list.rule';
import { Button, Checkbox, SearchField, Select, SelectionStatus } from '../../ui';
import type { BotActions } from './bot-actions.presenter';
import type { BotListPresenter } from './bot-list.presenter';

export interface BotListLabels {
  readonly search: string;
  readonly pageSize: string;
  /** The table's accessible name. */
  readonly caption: string;
}

const PAGE_SIZE_OPTIONS = BOT_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/**
 * Search, status filter and page size, then select-all with the bulk actions (spec 1 §2). While
 * the bots' own reads run (issue 34), a status filter's results and the selection say they cover
 * the bots read so far: a bot not read yet can be neither filtered by state nor selected.
 */
function BotListToolbarView<B extends PermissionBot>({
  list,
  actions,
  partial,
  labels,
  onBulk,
}: {
  readonly list: BotListPresenter<B>;
  readonly actions: BotActions<B>;
  /** The bots' own reads are still running (issue 34). */
  readonly partial: boolean;
  readonly labels: BotListLabels;
  readonly onBulk: (enabled: boolean) => void;
}) {
  const { t } = useTranslation('bots');
  const count = list.selectedBots.length;
  return (
    <>
      <div className="bot-list__tools">
        <SearchField
          className="bot-list__search"
          value={list.searchText}
          placeholder={labels.search}
          onChange={list.searchChanged}
          onClear={list.searchCleared}
        />
        <Select
          // One label for both pages, in the user's language (issue 37 §3).
          label={t('filterBy')}
          value={list.filter}
          options={BOT_STATUS_FILTERS.map((filter) => ({ value: filter, label: t(`filters.${filter}`) }))}
          onChange={list.filterChanged}
        />
        <Select
          label={labels.pageSize}
          value={String(list.pageSize)}
          options={PAGE_SIZE_OPTIONS}
          onChange={(value) => list.pageSizeChanged(Number(value) as BotPageSize)}
        />
      </div>
      {partial && list.filter !== 'all' ? <p className="bot-list__partial">{t('partialFilter')}</p> : null}
      <div className="bot-list__bulk">
        <Checkbox
          label={t('selectAll')}
          checked={list.allSelected}
          indeterminate={list.someSelected}
          disabled={list.selectableVisible.length === 0 || actions.bulkRunning}
          onChange={list.allToggled}
        />
        <SelectionStatus
          className="bot-list__selected"
          count={count}
          countText={t('selectedCount', { count })}
        />
        {partial ? <span className="bot-list__partial">{t('partialSelection')}</span> : null}
        {count > 0 ? (
          <>
            <Button
              size="sm"
              loading={actions.bulkTarget === true}
              disabled={actions.bulkRunning}
              onClick={() => onBulk(true)}
            >
              {t('enableSelected')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              loading={actions.bulkTarget === false}
              disabled={actions.bulkRunning}
              onClick={() => onBulk(false)}
            >
              {t('disableSelected')}
            </Button>
          </>
        ) : null}
      </div>
    </>
  );
}

export const BotListToolbar = observer(BotListToolbarView) as typeof BotListToolbarView;
