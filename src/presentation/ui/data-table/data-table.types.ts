import type { ReactNode } from 'react';
import type { CsvCell } from '../../../domain/shared/csv.rule';
import type { Language } from '../../../domain/shared/language.rule';

/** What a column can hand the table to display, format and sort by. */
export type CellValue = string | number | boolean | Date | readonly string[] | null | undefined;

export interface Column<Row> {
  readonly id: string;
  readonly header: string;
  /** The cell's data: formatted for display and used for sorting. */
  readonly value?: ((row: Row) => CellValue) | undefined;
  /**
   * The cell as data in a CSV export, where `value` is not right (a name with its id, a date
   * string as its day). Default: `value`.
   */
  readonly exportValue?: ((row: Row) => CsvCell) | undefined;
  /** Custom cell content; the value (if any) still drives sorting. */
  readonly render?: ((row: Row) => ReactNode) | undefined;
  /** Default: true when `value` is given. */
  readonly sortable?: boolean | undefined;
  /** A picture shown before the cell content (decorative). */
  readonly thumbnail?: ((row: Row) => string | undefined) | undefined;
  /** A CSS width for the column, e.g. '30%' or '120px'. */
  readonly width?: string | undefined;
}

export interface DataTableProps<Row> {
  readonly rows: readonly Row[];
  readonly columns: readonly Column<Row>[];
  readonly getRowId: (row: Row) => string;
  readonly selectable?: boolean | undefined;
  /** Controlled selection; without it the table keeps its own. */
  readonly selectedIds?: ReadonlySet<string> | undefined;
  readonly onSelectionChange?: ((ids: ReadonlySet<string>) => void) | undefined;
  /** Shown beside the '{n} selected' counter while something is selected. */
  readonly selectionActions?: ReactNode | undefined;
  /** Default: the kit's 'No data'. */
  readonly emptyText?: string | undefined;
  /** With more rows than this, numbered page buttons appear. */
  readonly rowsPerPage?: number | undefined;
  /** The page asked for, when its owner keeps it (e.g. in the URL); clamped to the pages there are. */
  readonly page?: number | undefined;
  /** Called with the page asked for (a page button, or 1 after a new sort) when `page` is owned. */
  readonly onPageChange?: ((page: number) => void) | undefined;
  /** Height of the scrolling body in px (spec 1 §9: default 200). */
  readonly bodyMaxHeight?: number | undefined;
  /** With more rows than this (on one page), only the visible rows are in the DOM. Default 200. */
  readonly virtualizeThreshold?: number | undefined;
  /** The table's accessible name. */
  readonly caption?: string | undefined;
  /**
   * The ids of the rows on screen (the page's, or the virtualized rows in the DOM), in display
   * order, each time they change: per-row reads ask for these first (issue 34 §2).
   */
  readonly onVisibleRowsChange?: ((ids: readonly string[]) => void) | undefined;
}

export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  readonly columnId: string;
  readonly direction: SortDirection;
}

/** What a row needs to turn values into text, built once per language. */
export interface CellFormatter {
  readonly language: Language;
  readonly yes: string;
  readonly no: string;
}
