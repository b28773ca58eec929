import { DataTableRow } from './DataTableRow.view';
import type { RowContext } from './row-context';

export interface DataTableBodyProps<Row> {
  readonly rows: readonly Row[];
  readonly context: RowContext<Row>;
}

/** Every row in the DOM: for short lists and single pages. */
export function DataTableBody<Row>({ rows, context }: DataTableBodyProps<Row>) {
  return (
    <tbody>
      {rows.map((row, index) => {
        const rowId = context.getRowId(row);
        return (
          <DataTableRow
            key={rowId}
            row={row}
            rowId={rowId}
            rowIndex={context.firstRowIndex + index}
            columns={context.columns}
            formatter={context.formatter}
            selectable={context.selectable}
            selected={context.selected.has(rowId)}
            onToggle={context.onToggle}
          />
        );
      })}
    </tbody>
  );
}
