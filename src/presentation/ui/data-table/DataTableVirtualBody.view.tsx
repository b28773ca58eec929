import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { formatDisplayNumber } from '../../../domain/shared/number-display.rule';
import { DataTableRow } from './DataTableRow.view';
import { rowProps, rowSelectionToggle, type RowContext } from './row-context';
import { observeScreenRect } from './screen-rect';
import { useRowKeyboard } from './use-row-keyboard';
import { useVisibleRows } from './use-visible-rows';

export const ESTIMATED_ROW_HEIGHT = 48;
const OVERSCAN = 8;

export interface DataTableVirtualBodyProps<Row> {
  readonly rows: readonly Row[];
  readonly context: RowContext<Row>;
  readonly scrollElement: HTMLDivElement | null;
  readonly viewportHeight: number;
  readonly columnCount: number;
  readonly onVisibleRowsChange?: ((ids: readonly string[]) => void) | undefined;
}

// A row not laid out yet (or a DOM without layout) measures 0; counting it as 0 would pull
// every row into view, so it keeps the estimate instead.
function measureRow(element: Element): number {
  return element.getBoundingClientRect().height || ESTIMATED_ROW_HEIGHT;
}

/**
 * Only the rows in view (plus a few) are in the DOM (architecture.md §8); spacer rows keep the
 * scroll height of the whole list so the scrollbar and table semantics stay right.
 */
export function DataTableVirtualBody<Row>({
  rows,
  context,
  scrollElement,
  viewportHeight,
  columnCount,
  onVisibleRowsChange,
}: DataTableVirtualBodyProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : context.getRowId(row);
    },
    overscan: OVERSCAN,
    initialRect: { width: 0, height: viewportHeight },
    measureElement: measureRow,
    observeElementRect: observeScreenRect,
  });
  const keyboard = useRowKeyboard({
    rowCount: rows.length,
    onToggleRow: rowSelectionToggle(rows, context),
    scrollToRow: (index) => virtualizer.scrollToIndex(index),
  });
  const { t } = useTranslation('ui');
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  // The row in the tab order may have scrolled out of the DOM: the first row rendered stands in.
  const tabStop = items.some((item) => item.index === keyboard.activeIndex)
    ? keyboard.activeIndex
    : first?.index;
  const last = items[items.length - 1];
  const top = first ? first.start : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;
  useVisibleRows(
    items.flatMap((item) => {
      const row = rows[item.index];
      return row === undefined ? [] : [context.getRowId(row)];
    }),
    onVisibleRowsChange,
  );
  const number = (value: number) => formatDisplayNumber(value, context.formatter.language);

  return (
    <>
      <tbody ref={keyboard.bodyRef} onKeyDown={keyboard.onKeyDown} onFocus={keyboard.onFocus}>
        {top > 0 ? (
          <tr className="ui-table__spacer" aria-hidden="true" style={{ height: top }}>
            <td colSpan={columnCount} />
          </tr>
        ) : null}
        {items.map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          const rowId = context.getRowId(row);
          return (
            <DataTableRow
              key={item.key}
              row={row}
              rowId={rowId}
              pageIndex={item.index}
              rowIndex={context.firstRowIndex + item.index}
              tabStop={item.index === tabStop}
              {...rowProps(row, rowId, context)}
              measureRef={virtualizer.measureElement}
            />
          );
        })}
        {bottom > 0 ? (
          <tr className="ui-table__spacer" aria-hidden="true" style={{ height: bottom }}>
            <td colSpan={columnCount} />
          </tr>
        ) : null}
      </tbody>
      {/* Issue 24 §4: on paper only the rows in the DOM print (the spacers do not), and it says so. */}
      <tfoot className="ui-table__print-note" aria-hidden="true">
        <tr>
          <td colSpan={columnCount}>
            {t('printedRows', {
              first: number((first?.index ?? 0) + 1),
              last: number((last?.index ?? 0) + 1),
              total: number(rows.length),
            })}
          </td>
        </tr>
      </tfoot>
    </>
  );
}
