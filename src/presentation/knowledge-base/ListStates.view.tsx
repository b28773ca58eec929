import { useTranslation } from 'react-i18next';
import { CATALOG_PAGE_SIZES, type CatalogPageSize } from '../../domain/knowledge-base/catalog-list.rule';
import { Button, EmptyState, Pagination, Select } from '../ui';

const PAGE_SIZE_OPTIONS = CATALOG_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }));

/** Spec 2 §8 'Lists': 'Load Error' / 'Try again or check your connection.' with 'Try Again'. */
export function ListLoadError({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('knowledgeBase');
  return (
    <EmptyState
      icon="warning"
      title={t('error.title')}
      description={t('error.description')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('error.retry')}
        </Button>
      }
    />
  );
}

/** Spec 2 §9: the page size (5/10/15) and, with more than one page, the pages. */
export function ListFooter({
  pageSize,
  page,
  pageCount,
  onPageSize,
  onPage,
}: {
  readonly pageSize: CatalogPageSize;
  readonly page: number;
  readonly pageCount: number;
  readonly onPageSize: (size: CatalogPageSize) => void;
  readonly onPage: (page: number) => void;
}) {
  const { t } = useTranslation('knowledgeBase');
  return (
    <div className="kb-table__footer">
      <Select
        label={t('list.pageSize')}
        value={String(pageSize)}
        options={PAGE_SIZE_OPTIONS}
        onChange={(value) => onPageSize(Number(value) as CatalogPageSize)}
      />
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={onPage} /> : null}
    </div>
  );
}
