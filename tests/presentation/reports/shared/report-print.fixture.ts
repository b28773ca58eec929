import { hostFeedback } from '../../../../src/presentation/shared/host-feedback';
import { Container } from 'inversify';
import type { PagePrinter } from '../../../../src/application/shared/page-printer.port';
import type { Language } from '../../../../src/domain/shared/language.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportPrintPresenter } from '../../../../src/presentation/reports/shared/report-print.presenter';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { testSettings } from '../../../composition/test-settings';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { makeSession, RecordingLogger, StaticToggles } from '../../shared/fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

/** Counts the prints asked for; refuses on demand like a browser that blocks the dialog. */
export class RecordingPrinter implements PagePrinter {
  prints = 0;
  refuses = false;

  print(): void {
    if (this.refuses) throw new Error('print refused');
    this.prints += 1;
  }
}

/**
 * The print presenter over the session of 'Acme Corp' in `language`, a clock the test moves
 * (`clock.now`), a recording host and printer; `container` resolves it for views.
 */
export function reportPrint(language: Language = 'en', now = '2025-03-18T12:00:00Z') {
  const host = new FakeHostGateway();
  const printer = new RecordingPrinter();
  const clock = { now: () => new Date(now) };
  const sessionStore = new SessionStore(new StaticToggles());
  sessionStore.setSession(makeSession({ language }));
  const tracker = new Tracker(sessionStore, host, new RecordingLogger(), clock);
  const support = new ReportSupport(sessionStore, testSettings, clock, host, tracker, new ReportMonthStore());
  const i18n = createI18n(language, TEST_RESOURCES);
  const presenter = new ReportPrintPresenter(support, printer, hostFeedback(host), i18n);
  const container = new Container();
  container.bind(ReportPrintPresenter).toConstantValue(presenter);
  return { host, printer, clock, presenter, container, i18n };
}
