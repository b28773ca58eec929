import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverviewMetric } from '../../../../src/application/reports/load-plan-overview.use-case';
import type { PlanOverviewPresenter } from '../../../../src/presentation/reports/overview/plan-overview.presenter';
import { dau, failed, monthly, ok, session } from '../../../application/reports/plan-overview.fakes';
import { loaded, planOverview, TODAY } from './plan-overview.fixture';

/** The current month of the fixtures is 2025-03; its previous month 2025-02. */
const PREVIOUS = '2025-02';

function tile(presenter: PlanOverviewPresenter, metric: OverviewMetric, id: string) {
  const card = presenter.cards.find((candidate) => candidate.metric === metric);
  const found = card?.left.tiles.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${metric} tile ${id}`);
  return found;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PlanOverviewPresenter: month over month (issue 24 §2)', () => {
  it('issue 24 §2: every card compares its totals with the previous month, read in parallel', async () => {
    const { presenter, gateways } = planOverview();
    gateways.dau = ok(dau(750));
    gateways.session = ok(session(new Date(TODAY), { total: 30 }));
    gateways.byMonth[PREVIOUS] = {
      dau: ok(dau(600)),
      session: ok(session(new Date(TODAY), { total: 0 })),
      miu: ok(monthly('monthlyActiveUser', 1500, 56000)),
    };
    await loaded(presenter);
    // The same five calls for each month.
    expect(gateways.calls.filter((call) => call.month === '2025-03')).toHaveLength(5);
    expect(gateways.calls.filter((call) => call.month === PREVIOUS)).toHaveLength(5);
    expect(tile(presenter, 'dau', 'monthlyTotal').change).toEqual({
      direction: 'up',
      absolute: '+150',
      percent: '+25%',
    });
    // A previous month of 0: the absolute change only.
    expect(tile(presenter, 'session', 'total').change).toEqual({
      direction: 'up',
      absolute: '+30',
      percent: undefined,
    });
    expect(tile(presenter, 'miu', 'users').change).toEqual({
      direction: 'down',
      absolute: '−300',
      percent: '−20%',
    });
    expect(tile(presenter, 'miu', 'messages').change).toMatchObject({ direction: 'same', absolute: '0' });
  });

  it('issue 24 §2: a failed previous month hides only that comparison; the month and its status stay', async () => {
    const { presenter, gateways } = planOverview();
    gateways.byMonth[PREVIOUS] = { dau: failed(dau(0)) };
    await loaded(presenter);
    expect(tile(presenter, 'dau', 'monthlyTotal')).toEqual({
      id: 'monthlyTotal',
      label: 'Monthly total',
      value: '700',
    });
    expect(tile(presenter, 'deu', 'monthlyTotal').change).toBeDefined();
    expect(presenter.hasFailure).toBe(false);
    expect(presenter.header.loadError).toBeUndefined();
  });

  it('issue 24 §2: a failed current month shows no comparison either', async () => {
    const { presenter, gateways } = planOverview();
    gateways.dau = failed(dau(0));
    gateways.byMonth[PREVIOUS] = { dau: ok(dau(600)) };
    await loaded(presenter);
    expect(tile(presenter, 'dau', 'monthlyTotal').change).toBeUndefined();
  });
});
