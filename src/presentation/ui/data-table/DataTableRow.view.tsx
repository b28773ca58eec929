import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../Checkbox.view';
import { classNames } from '../class-names';
import { formatCellValue } from './cell-value';
import type { CellFormatter, Column } from './data-table.types';
import { Thumbnail } from './Thumbnail.view';

export interface DataTableRowProps<Row> {
  readonly row: Row;
  readonly rowId: string;
  /** 0-based position among the rows shown (data-index: the virtualizer and the row keys read it). */
  readonly pageIndex: number;
  /** 1-based position among all rows including the header (aria-rowindex). */
  readonly rowIndex: number;
  /** The row in the tab order (one per table); the others are reached with the arrow keys. */
  readonly tabStop: boolean;
  readonly columns: readonly Column<Row>[];
  readonly formatter: CellFormatter;
  readonly selectable: boolean;
  readonly selected: boolean;
  readonly onToggle: (id: string, checked: boolean) => void;
  /** A class of the owner's for the row's state (DataTableProps.rowClassName). */
  readonly className?: string | undefined;
  /** The row is being saved or read (aria-busy). */
  readonly busy: boolean;
  /** Lets the virtualizer measure the row. */
  readonly measureRef?: ((element: HTMLTableRowElement | null) => void) | undefined;
}

function cellContent<Row>(column: Column<Row>, row: Row, formatter: CellFormatter): ReactNode {
  const content = column.render ? column.render(row) : formatCellValue(column.value?.(row), formatter);
  if (!column.thumbnail) return content;
  return (
    <span className="ui-table__with-thumb">
      <Thumbnail src={column.thumbnail(row)} />
      <span className="ui-table__thumb-text">{content}</span>
    </span>
  );
}

function rowName<Row>(
  row: Row,
  rowId: string,
  columns: readonly Column<Row>[],
  formatter: CellFormatter,
): string {
  for (const column of columns) {
    if (!column.value) continue;
    const text = formatCellValue(column.value(row), formatter);
    if (text !== '') return text;
  }
  return rowId;
}

function DataTableRowView<Row>({
  row,
  rowId,
  pageIndex,
  rowIndex,
  tabStop,
  columns,
  formatter,
  selectable,
  selected,
  onToggle,
  className,
  busy,
  measureRef,
}: DataTableRowProps<Row>) {
  const { t } = useTranslation('ui');
  return (
    <tr
      ref={measureRef}
      data-index={pageIndex}
      aria-rowindex={rowIndex}
      aria-busy={busy || undefined}
      tabIndex={tabStop ? 0 : -1}
      className={classNames(
        'ui-table__row ui-focusable-row',
        selected && 'ui-table__row--selected',
        className,
      )}
    >
      {selectable ? (
        <td className="ui-table__select-cell">
          <Checkbox
            checked={selected}
            onChange={(checked) => onToggle(rowId, checked)}
            label={t('selectRow', { name: rowName(row, rowId, columns, formatter) })}
            hideLabel
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.id} className="ui-table__cell">
          {cellContent(column, row, formatter)}
        </td>
      ))}
    </tr>
  );
}

/** Re-renders only when its own row, selection or the table's settings change. */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
