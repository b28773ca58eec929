import { LoadAgentConsumptionUseCase } from '../../../../src/application/reports/load-agent-consumption.use-case';
import { LoadOldAgentConsumptionUseCase } from '../../../../src/application/reports/load-old-agent-consumption.use-case';
import type { Language } from '../../../../src/domain/shared/language.rule';
import { AgentConsumptionPresenter } from '../../../../src/presentation/reports/agents/agent-consumption.presenter';
import { AgentListPresenter } from '../../../../src/presentation/reports/agents/agent-list.presenter';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { FakeAgentReports } from '../../../application/reports/agent-reports.fakes';
import { testSettings } from '../../../composition/test-settings';
import { fixedClock, makeSession, RecordingLogger, StaticToggles } from '../../shared/fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

/** Today in the fixtures: the current month is 2025-03 (partial). */
export const TODAY = '2025-03-18T12:00:00Z';

/** The agents report presenters over literal fakes of the port, the host and the session. */
export function agentReports(options: { language?: Language; planName?: string } = {}) {
  const gateway = new FakeAgentReports();
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const clock = fixedClock(TODAY);
  const sessionStore = new SessionStore(new StaticToggles());
  sessionStore.setSession(
    makeSession({ language: options.language ?? 'en', planName: options.planName ?? 'advanced' }),
  );
  const months = new ReportMonthStore();
  const tracker = new Tracker(sessionStore, host, logger, clock);
  const support = () => new ReportSupport(sessionStore, testSettings, clock, host, tracker, months);
  const current = new LoadAgentConsumptionUseCase(gateway.asGateway());
  const legacy = new LoadOldAgentConsumptionUseCase(gateway.asGateway());
  return {
    gateway,
    host,
    months,
    overview: () => new AgentConsumptionPresenter(support(), current, legacy),
    list: () => new AgentListPresenter(support(), current),
  };
}

/** Lets the tracker's organisation-URL lookup and other microtasks settle. */
export async function settle(): Promise<void> {
  for (let index = 0; index < 5; index += 1) await Promise.resolve();
}
