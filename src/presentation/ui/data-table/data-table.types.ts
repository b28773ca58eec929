import type { ReactNode } from 'react';
import type { CsvCell } from '../../../domain/shared/csv.rule';
import type { Language } from '../../../domain/shared/language.rule';

/** What a column can hand the table to display, format and sort by. */
export type CellValue = string | number | boolean | Date | readonly string[] | null | undefined;

export interface Column<Row> {
  readonly id: string;
  /** The column's name: its header text, and its name in a CSV export. */
  readonly header: string;
  /**
   * The header cell's content where it is more than the name (an info tip beside it, or the name
   * read only by assistive technology). Default: `header`.
   */
  readonly headerContent?: ReactNode | undefined;
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
  /**
   * Height of the scrolling body in px (spec 1 §9: default 200), or 'none' for a table whose owner
   * pages it (the bot list: one page of at most 50 rows, shown whole, never virtualized).
   */
  readonly bodyMaxHeight?: number | 'none' | undefined;
  /** With more rows than this (on one page), only the visible rows are in the DOM. Default 200. */
  readonly virtualizeThreshold?: number | undefined;
  /** The table's accessible name. */
  readonly caption?: string | undefined;
  /**
   * The ids of the rows on screen (the page's, or the virtualized rows in the DOM), in display
   * order, each time they change: per-row reads ask for these first (issue 34 §2).
   */
  readonly onVisibleRowsChange?: ((ids: readonly string[]) => void) | undefined;
  /**
   * Space on a row when the owner draws the selection cells itself (a column of its own, not
   * `selectable`): the bot list, whose cell is a checkbox disabled while busy or a lock.
   */
  readonly onRowToggle?: ((row: Row) => void) | undefined;
  /** A class for a row by its state (e.g. a locked bot's muted cells). */
  readonly rowClassName?: ((row: Row) => string | undefined) | undefined;
  /** A row being saved or read (aria-busy). */
  readonly rowBusy?: ((row: Row) => boolean) | undefined;
  /**
   * Rows keyed by their position instead of their id: a new page or filter of an owner-paged list
   * updates the rows already there in place instead of replacing all of them (issue 8).
   */
  readonly keyRowsByPosition?: boolean | undefined;
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
