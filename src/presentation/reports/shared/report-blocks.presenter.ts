import { observableRef } from 'mobx';
import type { ReportRows } from '../../../application/reports/report-rows';
import { csvFileName } from '../../../domain/shared/csv.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { AsyncLoad, type LoadPart } from '../../shared/async-load';
import { makeObservableState } from '../../shared/observable-state';
import { PreviousMonth } from './previous-month.presenter';
import { exportRows } from './export-rows';
import type { ReportPeriod } from './report-period.presenter';
import type { ReportSupport } from './report-support';
import { ALL_ROWS, SUMMARY_ROWS } from './ReportTable.view';

/** How a page of blocks asks for its month: the consolidated card and the two tables' rows. */
export interface ReportBlockQueries<Summary, BotRow, DayRow> {
  readonly summary: (tenantId: string, month: string) => Promise<Summary>;
  readonly byBot: (tenantId: string, month: string, take: number) => Promise<ReportRows<BotRow>>;
  readonly daily: (tenantId: string, month: string, take: number) => Promise<ReportRows<DayRow>>;
  /** The metric's name in export files ('daily-active-users', 'monthly-engaged-users'). */
  readonly exportName: () => string;
}

/** Which blocks a page shows: the root page all three, a detail page one full table. */
export type ReportBlocksShown = 'report' | 'byBot' | 'daily';

/** Issue 14: the table part of an export file's name. */
const EXPORT_TABLE_NAMES: Readonly<Record<Exclude<ReportBlocksShown, 'report'>, string>> = {
  byBot: 'by-chatbot',
  daily: 'daily',
};

/**
 * A usage report page of blocks (spec 3 §2.4, §2.5, §2.8), shared by the Single Conversations
 * and the MIU/MEU presenters: the month selector, the consolidated card and the per-chatbot and
 * daily tables (5 rows on the root page, every row on a detail page), their CSV exports, and the
 * contract and language the page shows them in. Each block fills in as its answer arrives, under
 * the host's loading indicator; an answer of a load no longer shown (another month, or the page
 * closed) is dropped. Issue 36 §2: the blocks are the parts of one async state (`blocks`), and
 * a table is loading while its rows are not in.
 */
export class ReportBlocks<Summary, BotRow, DayRow> {
  summary: Summary | undefined = undefined;
  shown: ReportBlocksShown = 'report';
  readonly period: ReportPeriod;
  /** Issue 24 §2: the previous month's consolidated answer, read with the card's, for its comparison. */
  readonly previous: PreviousMonth<Summary>;
  /** The month's blocks; 'partial' while some are in. */
  private readonly blocks = new AsyncLoad<void>();
  /** Each table's rows; undefined while they are on their way. */
  private bots: readonly BotRow[] | undefined = [];
  private days: readonly DayRow[] | undefined = [];

  constructor(
    private readonly support: ReportSupport,
    private readonly queries: ReportBlockQueries<Summary, BotRow, DayRow>,
  ) {
    this.period = support.newPeriod();
    this.previous = new PreviousMonth((tenantId, month) => this.queries.summary(tenantId, month));
    makeObservableState(this, {
      queries: false,
      summary: observableRef,
      bots: observableRef,
      days: observableRef,
    });
  }

  get botRows(): readonly BotRow[] {
    return this.bots ?? [];
  }

  get dayRows(): readonly DayRow[] {
    return this.days ?? [];
  }

  get botsLoading(): boolean {
    return this.bots === undefined;
  }

  get daysLoading(): boolean {
    return this.days === undefined;
  }

  get tenantName(): string {
    return this.support.tenantName;
  }

  get language(): Language {
    return this.support.language;
  }

  /** Spec 3 §4.3: the current month's figures are partial. */
  get partial(): boolean {
    return this.period.isCurrent;
  }

  /** Issue 14: 'daily-active-users-by-chatbot-2026-10.csv', 'monthly-engaged-users-daily-2026-10.csv'. */
  csvFileName(table: Exclude<ReportBlocksShown, 'report'>): string {
    return csvFileName(`${this.queries.exportName()}-${EXPORT_TABLE_NAMES[table]}`, this.period.selected);
  }

  /** Issue 14: every per-chatbot row of the month (the root page's table shows 5). */
  exportBotRows(): Promise<ReportRows<BotRow>> {
    return exportRows(this.shown === 'report', this.botRows, () => this.fetchAll(this.queries.byBot));
  }

  /** Issue 14: every daily row of the month. */
  exportDayRows(): Promise<ReportRows<DayRow>> {
    return exportRows(this.shown === 'report', this.dayRows, () => this.fetchAll(this.queries.daily));
  }

  /** Loads the blocks `shown` for the selected month; a block not shown keeps its rows. */
  async load(shown: ReportBlocksShown): Promise<void> {
    this.shown = shown;
    const tenantId = this.support.tenantId;
    if (tenantId === '') return;
    const month = this.period.selected;
    const take = shown === 'report' ? SUMMARY_ROWS : ALL_ROWS;
    const withByBot = shown !== 'daily';
    const withDaily = shown !== 'byBot';
    this.summary = undefined;
    // A table not shown keeps its rows, and is not loading (its earlier answer is dropped).
    this.bots = withByBot ? undefined : (this.bots ?? []);
    this.days = withDaily ? undefined : (this.days ?? []);
    await this.support.withLoading(() =>
      this.blocks.run(async (_signal, part) => {
        await Promise.all(this.ask(shown, tenantId, month, take, part));
      }),
    );
  }

  /** Every block `shown` asks for, each applied as its answer arrives. */
  private ask(
    shown: ReportBlocksShown,
    tenantId: string,
    month: string,
    take: number,
    part: LoadPart,
  ): Promise<void>[] {
    const pending: Promise<void>[] = [];
    // Issue 24 §2: the card's previous month, in parallel (it never rejects); asked first, so the
    // month shown is the latest request of the card.
    if (shown === 'report') {
      pending.push(this.previous.read(tenantId, month));
      pending.push(
        this.queries.summary(tenantId, month).then((summary) => part(() => (this.summary = summary))),
      );
    }
    if (shown !== 'daily') {
      pending.push(
        this.queries.byBot(tenantId, month, take).then(({ rows }) => part(() => (this.bots = rows))),
      );
    }
    if (shown !== 'byBot') {
      pending.push(
        this.queries.daily(tenantId, month, take).then(({ rows }) => part(() => (this.days = rows))),
      );
    }
    return pending;
  }

  /** The page closed: answers still on their way are dropped. */
  drop(): void {
    this.blocks.drop();
    this.previous.drop();
  }

  private fetchAll<Row>(
    query: (tenantId: string, month: string, take: number) => Promise<ReportRows<Row>>,
  ): Promise<ReportRows<Row>> {
    const tenantId = this.support.tenantId;
    const month = this.period.selected;
    return this.support.withLoading(() => query(tenantId, month, ALL_ROWS));
  }
}
