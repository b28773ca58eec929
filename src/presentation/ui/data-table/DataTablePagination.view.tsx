import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon.view';
import { pageWindow } from './page-window';
import './Pagination.css';

export interface DataTablePaginationProps {
  readonly page: number;
  readonly pageCount: number;
  readonly onPageChange: (page: number) => void;
}

export function DataTablePagination({ page, pageCount, onPageChange }: DataTablePaginationProps) {
  const { t } = useTranslation('ui');
  return (
    <nav className="ui-table__pagination" aria-label={t('pagination')}>
      <button
        type="button"
        className="ui-table__page ui-table__page--step"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('previousPage')}
      >
        <Icon name="chevron-left" size={16} />
      </button>
      <ul className="ui-table__pages ui-bare-list">
        {pageWindow(page, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className="ui-table__page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                className="ui-table__page"
                onClick={() => onPageChange(slot)}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('goToPage', { page: slot })}
              >
                {slot}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="ui-table__page ui-table__page--step"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={t('nextPage')}
      >
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}
