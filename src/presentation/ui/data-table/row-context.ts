import type { CellFormatter, Column } from './data-table.types';

/** What every row of one table shares; one object so bodies pass it along unchanged. */
export interface RowContext<Row> {
  readonly columns: readonly Column<Row>[];
  readonly getRowId: (row: Row) => string;
  readonly formatter: CellFormatter;
  readonly selectable: boolean;
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (id: string, checked: boolean) => void;
  /** aria-rowindex of the first row shown (2: the header is row 1). */
  readonly firstRowIndex: number;
  /** Space on a row whose selection cell its owner draws (DataTableProps.onRowToggle). */
  readonly onRowToggle?: ((row: Row) => void) | undefined;
  readonly rowClassName?: ((row: Row) => string | undefined) | undefined;
  readonly rowBusy?: ((row: Row) => boolean) | undefined;
  readonly keyRowsByPosition: boolean;
}

/**
 * Space on a row (issue 14): flips the row's selection as its checkbox would (the table's own, or
 * the owner's through `onRowToggle`); none without one.
 */
export function rowSelectionToggle<Row>(
  rows: readonly Row[],
  context: RowContext<Row>,
): ((index: number) => void) | undefined {
  const { onRowToggle } = context;
  if (!context.selectable) {
    if (onRowToggle === undefined) return undefined;
    return (index) => {
      const row = rows[index];
      if (row !== undefined) onRowToggle(row);
    };
  }
  return (index) => {
    const row = rows[index];
    if (row === undefined) return;
    const id = context.getRowId(row);
    context.onToggle(id, !context.selected.has(id));
  };
}

/** The per-row props every body hands DataTableRow alongside the row itself. */
export function rowProps<Row>(row: Row, rowId: string, context: RowContext<Row>) {
  return {
    columns: context.columns,
    formatter: context.formatter,
    selectable: context.selectable,
    selected: context.selected.has(rowId),
    onToggle: context.onToggle,
    className: context.rowClassName?.(row),
    busy: context.rowBusy?.(row) ?? false,
  };
}
