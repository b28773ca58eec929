import { describe, expect, it } from 'vitest';
import { LoadMonthProjectionUseCase } from '../../../../src/application/reports/load-month-projection.use-case';
import { LoadPlanOverviewUseCase } from '../../../../src/application/reports/load-plan-overview.use-case';
import type { RoleId } from '../../../../src/domain/access/role';
import { UsageAlertsPresenter } from '../../../../src/presentation/home/usage-alerts/usage-alerts.presenter';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import {
  dau,
  dauDays,
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
  const projections = new LoadMonthProjectionUseCase(gateways.usage(), clock, logger);
  return {
    presenter: new UsageAlertsPresenter(store, useCase, clock, logger, projections),
    gateways,
    logger,
  };
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

  it('issue 24 §1: under 80 % with a projection of 100 % or more, "projected to exceed" with the crossing day', async () => {
    const { presenter, gateways } = setup();
    gateways.dau = ok(dau(850, 2000)); // 42.5 %, 50 a day over 17 days
    gateways.dauDaily = ok(dauDays('2025-03', new Array<number>(17).fill(50)));
    gateways.deu = ok(deu(1200, 1500)); // 80 %: approaching, its projection is not asked for
    await presenter.load();
    // 50 a day: 1550 by the 31st (77.5 %) is not an alert; 100 a day crosses 2000 on the 20th.
    expect(presenter.rows.map((row) => row.level)).toEqual(['approaching']);
    expect(gateways.dailyCalls).toEqual([{ method: 'dauDaily', month: '2025-03' }]);

    const faster = setup();
    faster.gateways.dau = ok(dau(1500, 2000)); // 75 %
    faster.gateways.dauDaily = ok(dauDays('2025-03', new Array<number>(15).fill(100)));
    await faster.presenter.load();
    expect(faster.presenter.rows).toEqual([
      { metric: 'deu', level: 'approaching', rateText: '80%', reportPath: '/deu-consumption' },
      {
        metric: 'dau',
        level: 'projected',
        rateText: '75%',
        reportPath: '/dau-consumption',
        crossingDateText: '3/20/2025',
      },
    ]);
  });

  it('issue 24 §1: a failed daily call leaves the other alerts as they are', async () => {
    const { presenter, gateways, logger } = setup();
    gateways.dau = ok(dau(1500, 2000));
    gateways.dauDaily = failed([]);
    await presenter.load();
    expect(presenter.rows.map((row) => [row.metric, row.level])).toEqual([['deu', 'approaching']]);
    expect(logger.errors).toEqual([]);
  });
});
