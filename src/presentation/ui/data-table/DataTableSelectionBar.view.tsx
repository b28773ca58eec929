import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectionStatus } from './SelectionStatus.view';

export interface DataTableSelectionBarProps {
  readonly count: number;
  readonly actions?: ReactNode | undefined;
}

/** '{n} selected' with the page's bulk actions; the counter is announced as it changes. */
export function DataTableSelectionBar({ count, actions }: DataTableSelectionBarProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="ui-table__selection" data-empty={count === 0 ? '' : undefined}>
      <SelectionStatus
        className="ui-table__selection-count"
        count={count}
        countText={t('selectedCount', { count })}
      />
      {count > 0 && actions ? <div className="ui-table__selection-actions">{actions}</div> : null}
    </div>
  );
}
