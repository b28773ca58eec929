import { inject, injectable } from 'inversify';
import { PagePrinter } from '../../../application/shared/page-printer.port';
import { previousMonthValue } from '../../../domain/reports/calendar-month';
import { monthLabel } from '../../../domain/reports/report-period.rule';
import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { Texts } from '../../shared/texts.port';
import { Feedback } from '../../shared/feedback.port';
import { makeObservableState } from '../../shared/observable-state';
import { ReportSupport } from './report-support';

/**
 * A report page's 'Print' (issue 24 §4): the browser's print of the module's document, and the
 * header that only the printed pages carry — the month, the contract's name and when it was
 * printed. The print date is taken again each time a print starts (the button, or the browser's
 * own Print), so a page left open prints the day it is printed. Never throws.
 */
@injectable()
export class ReportPrintPresenter {
  printedAt: Date;

  constructor(
    @inject(ReportSupport) private readonly support: ReportSupport,
    @inject(PagePrinter) private readonly printer: PagePrinter,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(Texts) private readonly texts: Texts,
  ) {
    this.printedAt = support.today;
    makeObservableState(this);
  }

  get contractName(): string {
    return this.support.tenantName;
  }

  get language(): Language {
    return this.support.language;
  }

  /** 'November 2026' / 'Novembro 2026' / 'Noviembre 2026': the month the report shows. */
  monthText(month: string): string {
    return monthLabel(month, this.language);
  }

  /**
   * Issue 24 §2 on paper: the month the changes (▲ ▼) are against, said once in the header
   * instead of 'vs. previous month' under every figure. Undefined when there is none.
   */
  previousMonthText(month: string): string | undefined {
    const previous = previousMonthValue(month);
    return previous === undefined ? undefined : monthLabel(previous, this.language);
  }

  /** The module's display date with the time (spec 1 §9: UTC, per language). */
  get printedAtText(): string {
    return formatDisplayDate(this.printedAt, this.language, { time: true });
  }

  /** A print is starting (the button or the browser's own Print): the header shows now. */
  printStarting(): void {
    this.printedAt = this.support.today;
  }

  /** The 'Print' button: the browser's dialog, or a danger toast when the browser refuses. */
  printClicked(): void {
    try {
      this.printStarting();
      this.printer.print();
    } catch {
      this.feedback.error(this.texts.t('reports:print.failed'));
    }
  }
}
