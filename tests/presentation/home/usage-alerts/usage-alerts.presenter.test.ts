import { describe, expect, it } from 'vitest';
import { LoadPlanOverviewUseCase } from '../../../../src/application/reports/load-plan-overview.use-case';
import type { RoleId } from '../../../../src/domain/access/role';
import { UsageAlertsPresenter } from '../../../../src/presentation/home/usage-alerts/usage-alerts.presenter';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import {
  dau,
  deu,
  failed,
  FakeOverviewGateways,
  FULL_SUBSCRIPTION,
  ok,
  rated,
} from '../../../application/reports/plan-overview.fakes';
import { fixedClock, makeSession, metric, RecordingLogger, StaticToggles } from '../../shared/fakes';

const TODAY = '2025-03-18T12:00:00Z';

function setup(
  options: { roleId?: RoleId; toggles?: readonly string[]; subscription?: readonly string[] } = {},
) {
  const gateways = new FakeOverviewGateways(new Date(TODAY));
  gateways.dau = ok(dau(2100, 2000)); // 105 %
  gateways.deu = ok(deu(1200, 1500)); // 80 %
  gateways.agent = ok(rated('Agent', 5, 10)); // 50 %
  const logger = new RecordingLogger();
  const clock = fixedClock(TODAY);
  const store = new SessionStore(new StaticToggles(options.toggles ?? ['billing-data-consumption']));
  store.setSession(
    makeSession({
      language: 'en',
      roleId: options.roleId ?? 'admin',
      subscription: (options.subscription ?? FULL_SUBSCRIPTION).map((id) => metric(id)),
    }),
  );
  const useCase = new LoadPlanOverviewUseCase(gateways.usage(), gateways.conversations(), clock, logger);
  return { presenter: new UsageAlertsPresenter(store, useCase, clock, logger), gateways, logger };
}

describe('UsageAlertsPresenter (issue 14: usage alerts on the home)', () => {
  it("this month's plan metrics only: DAU reached, DEU approaching, agents below 80 % left out", async () => {
    const { presenter, gateways } = setup();
    await presenter.load();
    expect(gateways.calls.map((call) => [call.method, call.month])).toEqual([
      ['dauSummary', '2025-03'],
      ['deuSummary', '2025-03'],
      ['agentSummary', '2025-03'],
    ]);
    expect(presenter.rows).toEqual([
      { metric: 'dau', level: 'reached', rateText: '105%', reportPath: '/dau-consumption' },
      { metric: 'deu', level: 'approaching', rateText: '80%', reportPath: '/deu-consumption' },
    ]);
  });

  it('a role without access to the usage reports gets no call and no alert', async () => {
    const { presenter, gateways } = setup({ roleId: 'guest' });
    await presenter.load();
    expect(gateways.calls).toEqual([]);
    expect(presenter.rows).toEqual([]);
  });

  it('no plan metric in the subscription: no call, nothing shown', async () => {
    const { presenter, gateways } = setup({ subscription: ['Session', 'MonthlyActiveUser'] });
    await presenter.load();
    expect(gateways.calls).toEqual([]);
    expect(presenter.rows).toEqual([]);
  });

  it('a failed or rejected call is silent: that metric is left out, the others still alert', async () => {
    const { presenter, gateways } = setup();
    gateways.deu = failed(deu(1500, 1500));
    await presenter.load();
    expect(presenter.rows.map((row) => row.metric)).toEqual(['dau']);
    const rejected = setup();
    rejected.gateways.rejectDau = true;
    await rejected.presenter.load();
    expect(rejected.presenter.rows.map((row) => row.metric)).toEqual(['deu']);
  });

  it('asked once per contract and month; a dismissal hides the banner for the session', async () => {
    const { presenter, gateways } = setup();
    await presenter.load();
    await presenter.load();
    expect(gateways.calls).toHaveLength(3);
    presenter.dismissClicked();
    expect(presenter.rows).toEqual([]);
  });
});
