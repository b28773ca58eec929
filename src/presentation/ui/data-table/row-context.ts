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
}

/** Space on a row (issue 14): flips the row's selection as its checkbox would; none without one. */
export function rowSelectionToggle<Row>(
  rows: readonly Row[],
  context: RowContext<Row>,
): ((index: number) => void) | undefined {
  if (!context.selectable) return undefined;
  return (index) => {
    const row = rows[index];
    if (row === undefined) return;
    const id = context.getRowId(row);
    context.onToggle(id, !context.selected.has(id));
  };
}
