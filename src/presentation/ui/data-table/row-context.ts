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
