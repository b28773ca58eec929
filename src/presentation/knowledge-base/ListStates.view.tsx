import { useTranslation } from 'react-i18next';
import { CATALOG_PAGE_SIZES, type CatalogPageSize } from '../../domain/knowledge-base/catalog-list.rule';
import type { LoadStatus } from '../shared/async-load';
import { DataTable, FailedState, Pagination, Select, Spinner, type DataTableProps } from '../ui';

const PAGE_SIZE_OPTIONS = CATALOG_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** Spec 2 §8 'Lists': 'Load Error' / 'Try again or check your connection.' with 'Try Again'. */
export function ListLoadError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('knowledgeBase');
  return (
    <FailedState
      message={t('error.title')}
      description={t('error.description')}
      retry={{ label: t('error.retry'), onClick: onRetry }}
    />
  );
}

/** What a server-paged list offers its footer (the catalog list, documents and URL pages). */
export interface ListPaging {
  readonly pageSize: CatalogPageSize;
  readonly page: number;
  readonly pageCount: number;
  readonly pageSizeChanged: (size: CatalogPageSize) => void;
  readonly pageChanged: (page: number) => void;
}

/** Spec 2 §9: the page size (5/10/15) and, with more than one page, the pages. */
function ListFooter({ paging }: { readonly paging: ListPaging }) {
  const { t } = useTranslation('ui');
  return (
    <div className="kb-table__footer">
      <Select
        label={t('pageSize')}
        value={String(paging.pageSize)}
        options={PAGE_SIZE_OPTIONS}
        onChange={(value) => paging.pageSizeChanged(Number(value) as CatalogPageSize)}
      />
      {paging.pageCount > 1 ? (
        <Pagination page={paging.page} pageCount={paging.pageCount} onPageChange={paging.pageChanged} />
      ) : null}
    </div>
  );
}

export interface PagedListProps<Row> extends DataTableProps<Row> {
  readonly status: LoadStatus;
  /** A reload with the rows still on screen. */
  readonly busy?: boolean | undefined;
  readonly loadingLabel: string;
  readonly onRetry: () => void;
  readonly paging: ListPaging;
}

/**
 * A knowledge-base list (spec 2 §2.3, §2.5, §2.12): 'Load Error' with 'Try Again', a spinner on
 * the first load, the table, and the page-size footer.
 */
export function PagedList<Row>({
  status,
  busy = false,
  loadingLabel,
  onRetry,
  paging,
  ...table
}: PagedListProps<Row>) {
  if (status === 'failed') return <ListLoadError onRetry={onRetry} />;
  return (
    <div className="kb-table" aria-busy={status === 'loading' || busy}>
      {status === 'loading' ? <Spinner label={loadingLabel} /> : null}
      {status === 'ready' ? <DataTable {...table} /> : null}
      <ListFooter paging={paging} />
    </div>
  );
}
