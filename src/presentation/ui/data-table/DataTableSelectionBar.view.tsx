import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DataTableSelectionBarProps {
  readonly count: number;
  readonly actions?: ReactNode | undefined;
}

/** '{n} selected' with the page's bulk actions; the live region is kept so changes are announced. */
export function DataTableSelectionBar({ count, actions }: DataTableSelectionBarProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="ui-table__selection" data-empty={count === 0 ? '' : undefined}>
      <span className="ui-table__selection-count" role="status">
        {count > 0 ? t('selectedCount', { count }) : ''}
      </span>
      {count > 0 && actions ? <div className="ui-table__selection-actions">{actions}</div> : null}
    </div>
  );
}
