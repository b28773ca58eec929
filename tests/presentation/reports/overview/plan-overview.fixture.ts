import { vi } from 'vitest';
import { LoadMonthProjectionUseCase } from '../../../../src/application/reports/load-month-projection.use-case';
import { LoadPlanOverviewUseCase } from '../../../../src/application/reports/load-plan-overview.use-case';
import type { Language } from '../../../../src/domain/shared/language.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { STATUS_COMMIT_DELAY_MS } from '../../../../src/presentation/reports/overview/overview-header';
import { PlanOverviewPresenter } from '../../../../src/presentation/reports/overview/plan-overview.presenter';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { FakeOverviewGateways, FULL_SUBSCRIPTION } from '../../../application/reports/plan-overview.fakes';
import { testSettings } from '../../../composition/test-settings';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import {
  fixedClock,
  makeSession,
  makeTenant,
  metric,
  RecordingLogger,
  StaticToggles,
} from '../../shared/fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

/** Today in the fixtures: the current month is 2025-03 (partial). */
export const TODAY = '2025-03-18T12:00:00Z';

export interface OverviewSetup {
  readonly subscription?: readonly (string | readonly [string, number])[];
  readonly language?: Language;
  readonly planName?: string;
  readonly clusterName?: string;
}

/** The Plan Overview presenter over literal fakes of the ports, the host and the session. */
export function planOverview(options: OverviewSetup = {}) {
  const language = options.language ?? 'en';
  const gateways = new FakeOverviewGateways(new Date(TODAY));
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const clock = fixedClock(TODAY);
  const sessionStore = new SessionStore(new StaticToggles());
  const subscription = (options.subscription ?? FULL_SUBSCRIPTION).map((item) =>
    typeof item === 'string' ? metric(item) : metric(item[0], item[1]),
  );
  sessionStore.setSession({
    ...makeSession({ language, planName: options.planName ?? 'advanced', subscription }),
    tenant: makeTenant({ clusterName: options.clusterName ?? 'eastus-prd-1' }),
  });
  const months = new ReportMonthStore();
  const tracker = new Tracker(sessionStore, host, logger, clock);
  const support = new ReportSupport(sessionStore, testSettings, clock, host, tracker, months);
  const useCase = new LoadPlanOverviewUseCase(gateways.usage(), gateways.conversations(), clock, logger);
  const presenter = new PlanOverviewPresenter(
    useCase,
    support,
    sessionStore,
    testSettings,
    createI18n(language, TEST_RESOURCES),
    new LoadMonthProjectionUseCase(gateways.usage(), clock, logger),
  );
  return { presenter, gateways, host, months };
}

/** Lets the tracker's organisation-URL lookup and other microtasks settle. */
export async function settle(): Promise<void> {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
}

/** Loads and lets the 1 s status commit pass (the tests run on fake timers). */
export async function loaded(presenter: PlanOverviewPresenter): Promise<void> {
  await presenter.load();
  await vi.advanceTimersByTimeAsync(STATUS_COMMIT_DELAY_MS);
}
