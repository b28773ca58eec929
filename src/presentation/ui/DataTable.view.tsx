import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeLanguage } from '../i18n/language';
import { clampPage, pageCount, pageOf, pageOffset } from '../../domain/shared/paging.rule';
import { DataTableBody } from './data-table/DataTableBody.view';
import { DataTableHeader } from './data-table/DataTableHeader.view';
import { DataTablePagination } from './data-table/DataTablePagination.view';
import { DataTableSelectionBar } from './data-table/DataTableSelectionBar.view';
import { DataTableVirtualBody } from './data-table/DataTableVirtualBody.view';
import type { CellFormatter, DataTableProps } from './data-table/data-table.types';
import type { RowContext } from './data-table/row-context';
import { TABLE_BODY_HEIGHTS } from './data-table/table-body-heights';
import { useSortedRows } from './data-table/use-sorted-rows';
import { useTableSelection } from './data-table/use-table-selection';
import './DataTable.css';

export const DEFAULT_BODY_MAX_HEIGHT = TABLE_BODY_HEIGHTS.default;
export const DEFAULT_VIRTUALIZE_THRESHOLD = 200;

/**
 * The generic table of spec 1 §2: selection with select-all and a counter, click-to-sort,
 * thumbnails, formatted values, numbered pages, a scrolling body and, for long lists,
 * virtualized rows. Pass stable `columns` and `getRowId` (module constants or useMemo) so
 * sorting and rows are not recomputed on every render.
 */
export function DataTable<Row>({
  rows,
  columns,
  getRowId,
  selectable = false,
  selectedIds,
  onSelectionChange,
  selectionActions,
  emptyText,
  rowsPerPage,
  page: ownedPage,
  onPageChange,
  bodyMaxHeight = DEFAULT_BODY_MAX_HEIGHT,
  virtualizeThreshold = DEFAULT_VIRTUALIZE_THRESHOLD,
  caption,
  onVisibleRowsChange,
  onRowToggle,
  rowClassName,
  rowBusy,
  keyRowsByPosition = false,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation('ui');
  const language = normalizeLanguage(i18n.language);
  const yes = t('yes');
  const no = t('no');
  const formatter = useMemo<CellFormatter>(() => ({ language, yes, no }), [language, yes, no]);
  // Kept in state, not a ref: the virtualizer (a child) runs its layout effects before a parent's
  // ref is attached, so it needs a re-render with the element to listen to its scrolling.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);

  const sorted = useSortedRows(rows, columns, language);
  const rowIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const selection = useTableSelection(rowIds, selectedIds, onSelectionChange);

  const [localPage, setLocalPage] = useState(1);
  const requestedPage = ownedPage ?? localPage;
  const setRequestedPage = onPageChange ?? setLocalPage;
  const paged = rowsPerPage !== undefined && rowsPerPage > 0 && rows.length > rowsPerPage;
  const pages = paged ? pageCount(rows.length, rowsPerPage) : 1;
  const page = clampPage(requestedPage, pages);
  const pageRows = useMemo(
    () => (paged ? pageOf(sorted.rows, page, rowsPerPage) : sorted.rows),
    [paged, sorted.rows, page, rowsPerPage],
  );
  const firstRowIndex = 2 + (paged ? pageOffset(page, rowsPerPage) : 0);

  // A new page or a new order starts at the top of the scrolling body.
  useEffect(() => {
    if (scrollElement) scrollElement.scrollTop = 0;
  }, [scrollElement, page, sorted.sort]);

  function sortBy(columnId: string) {
    sorted.toggleSort(columnId);
    setRequestedPage(1);
  }

  const context = useMemo<RowContext<Row>>(
    () => ({
      columns,
      getRowId,
      formatter,
      selectable,
      selected: selection.selected,
      onToggle: selection.toggleRow,
      firstRowIndex,
      onRowToggle,
      rowClassName,
      rowBusy,
      keyRowsByPosition,
    }),
    [
      columns,
      getRowId,
      formatter,
      selectable,
      selection.selected,
      selection.toggleRow,
      firstRowIndex,
      onRowToggle,
      rowClassName,
      rowBusy,
      keyRowsByPosition,
    ],
  );

  const columnCount = columns.length + (selectable ? 1 : 0);
  const bounded = bodyMaxHeight !== 'none';
  // An unbounded body shows its (owner-paged) rows whole: nothing to virtualize against.
  const virtual = bounded && pageRows.length > virtualizeThreshold;
  const scrollStyle = bounded
    ? ({ '--ui-table-body-max-height': `${bodyMaxHeight}px` } as CSSProperties)
    : undefined;

  return (
    <div className="ui-table">
      {selectable ? (
        <DataTableSelectionBar count={selection.selected.size} actions={selectionActions} />
      ) : null}
      <div
        ref={setScrollElement}
        className={bounded ? 'ui-table__scroll' : 'ui-table__scroll ui-table__scroll--unbounded'}
        style={scrollStyle}
        tabIndex={0}
        role={caption ? 'region' : undefined}
        aria-label={caption}
      >
        <table className="ui-table__table" aria-rowcount={rows.length > 0 ? rows.length + 1 : undefined}>
          {caption ? <caption className="ui-visually-hidden">{caption}</caption> : null}
          <DataTableHeader
            columns={columns}
            sort={sorted.sort}
            onSort={sortBy}
            selection={
              selectable
                ? {
                    allSelected: selection.allSelected,
                    someSelected: selection.someSelected,
                    disabled: rows.length === 0,
                    onToggleAll: selection.toggleAll,
                  }
                : undefined
            }
          />
          {rows.length === 0 ? (
            <tbody>
              <tr>
                <td className="ui-table__empty" colSpan={columnCount}>
                  {emptyText ?? t('noData')}
                </td>
              </tr>
            </tbody>
          ) : virtual ? (
            <DataTableVirtualBody
              rows={pageRows}
              context={context}
              scrollElement={scrollElement}
              viewportHeight={bounded ? bodyMaxHeight : 0}
              columnCount={columnCount}
              onVisibleRowsChange={onVisibleRowsChange}
            />
          ) : (
            <DataTableBody rows={pageRows} context={context} onVisibleRowsChange={onVisibleRowsChange} />
          )}
        </table>
      </div>
      {paged ? <DataTablePagination page={page} pageCount={pages} onPageChange={setRequestedPage} /> : null}
    </div>
  );
}
