import { DataTableRow } from './DataTableRow.view';
import { rowProps, rowSelectionToggle, type RowContext } from './row-context';
import { useRowKeyboard } from './use-row-keyboard';
import { useVisibleRows } from './use-visible-rows';

export interface DataTableBodyProps<Row> {
  readonly rows: readonly Row[];
  readonly context: RowContext<Row>;
  /** Every row of this body is in the DOM, so all of them count as on screen. */
  readonly onVisibleRowsChange?: ((ids: readonly string[]) => void) | undefined;
}

/** Every row in the DOM: for short lists and single pages. */
export function DataTableBody<Row>({ rows, context, onVisibleRowsChange }: DataTableBodyProps<Row>) {
  useVisibleRows(rows.map(context.getRowId), onVisibleRowsChange);
  const keyboard = useRowKeyboard({ rowCount: rows.length, onToggleRow: rowSelectionToggle(rows, context) });
  return (
    <tbody ref={keyboard.bodyRef} onKeyDown={keyboard.onKeyDown} onFocus={keyboard.onFocus}>
      {rows.map((row, index) => {
        const rowId = context.getRowId(row);
        return (
          <DataTableRow
            key={context.keyRowsByPosition ? index : rowId}
            row={row}
            rowId={rowId}
            pageIndex={index}
            rowIndex={context.firstRowIndex + index}
            tabStop={index === keyboard.activeIndex}
            {...rowProps(row, rowId, context)}
          />
        );
      })}
    </tbody>
  );
}
