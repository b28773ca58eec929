import { describe, expect, it } from 'vitest';
import type { OverviewMetric } from '../../../../src/application/reports/load-plan-overview.use-case';
import type { OverviewCard } from '../../../../src/presentation/reports/overview/overview-card.model';
import type { PlanOverviewPresenter } from '../../../../src/presentation/reports/overview/plan-overview.presenter';
import { dau, dauDays, deuDays, failed, ok, rated } from '../../../application/reports/plan-overview.fakes';
import { planOverview } from './plan-overview.fixture';

// Today in the fixture is 2025-03-18: 17 days closed of March's 31.
const projectionOf = (presenter: PlanOverviewPresenter, metric: OverviewMetric): OverviewCard['projection'] =>
  presenter.cards.find((card) => card.metric === metric)?.projection;

describe('PlanOverviewPresenter: end-of-month projection (issue 24 §1)', () => {
  it('issue 24 §1: the current month projects DAU and DEU from their daily rows and holds the agents', async () => {
    const { presenter, gateways } = planOverview();
    gateways.dau = ok(dau(1700, 2000));
    gateways.dauDaily = ok(dauDays('2025-03', new Array<number>(17).fill(100)));
    gateways.deuDaily = ok(deuDays('2025-03', new Array<number>(17).fill(10)));
    gateways.agent = ok(rated('Agent', 5, 10));
    await presenter.load();
    // 100 a day: 3100 by the 31st, 155 % of 2000.
    expect(projectionOf(presenter, 'dau')).toEqual({
      projected: true,
      overPlan: true,
      text: 'Projected: 155% of the plan by 3/31/2025',
      tooltip: "At the month's average daily pace so far, carried over all its days.",
    });
    // 10 a day: 310 of 1500, 20.67 % → 21 %.
    expect(projectionOf(presenter, 'deu')?.text).toBe('Projected: 21% of the plan by 3/31/2025');
    expect(projectionOf(presenter, 'agent')).toEqual({
      projected: true,
      overPlan: false,
      text: 'Projected: 50% of the plan by 3/31/2025',
      tooltip: 'Agents are counted once, when first active: the count so far is the projection.',
    });
    // One daily call per running-total metric, none for the conversation and monthly-user cards.
    expect(gateways.dailyCalls.map((call) => call.method).sort()).toEqual(['dauDaily', 'deuDaily']);
    expect(projectionOf(presenter, 'session')).toBeUndefined();
    expect(projectionOf(presenter, 'miu')).toBeUndefined();
  });

  it('issue 24 §1: no projection for a past month (no daily call), saying why', async () => {
    const { presenter, gateways } = planOverview();
    await presenter.load();
    gateways.dailyCalls = [];
    await presenter.periodChanged('2025-02');
    expect(projectionOf(presenter, 'dau')).toEqual({
      projected: false,
      overPlan: false,
      text: 'No projection',
      tooltip: 'The month is over: its figures are final.',
    });
    expect(gateways.dailyCalls).toEqual([]);
  });

  it('issue 24 §1: an unlimited plan and a month with fewer than 3 days of data say why', async () => {
    const { presenter, gateways } = planOverview();
    gateways.agent = ok(rated('Agent', 12, -1));
    gateways.dauDaily = ok(dauDays('2025-03', [900, 800]));
    await presenter.load();
    expect(projectionOf(presenter, 'agent')?.tooltip).toBe('The plan has no limit for this metric.');
    expect(projectionOf(presenter, 'dau')).toEqual({
      projected: false,
      overPlan: false,
      text: 'No projection',
      tooltip: 'Fewer than 3 days of data this month: too early to project.',
    });
  });

  it('issue 24 §1: a failed daily call hides only that projection; the card keeps its figures', async () => {
    const { presenter, gateways } = planOverview();
    gateways.dauDaily = failed([]);
    gateways.deuDaily = ok(deuDays('2025-03', new Array<number>(17).fill(10)));
    await presenter.load();
    const dauCard = presenter.cards.find((card) => card.metric === 'dau');
    expect(dauCard?.projection).toBeUndefined();
    expect(dauCard?.hasData).toBe(true);
    expect(dauCard?.left.caption?.value).toBe('35%');
    expect(projectionOf(presenter, 'deu')?.projected).toBe(true);
  });

  it('issue 24 §1: a failed consolidated call asks for no projection', async () => {
    const { presenter, gateways } = planOverview();
    gateways.dau = failed(dau(0));
    await presenter.load();
    expect(projectionOf(presenter, 'dau')).toBeUndefined();
    expect(gateways.dailyCalls.map((call) => call.method)).toEqual(['deuDaily']);
  });

  it('issue 24 §1: Portuguese and Spanish texts', async () => {
    for (const [language, text] of [
      ['pt', 'Previsão: 155% do plano até 31/03/2025'],
      ['es', 'Proyección: 155% del plan al 31/03/2025'],
    ] as const) {
      const { presenter, gateways } = planOverview({ language });
      gateways.dauDaily = ok(dauDays('2025-03', new Array<number>(17).fill(100)));
      await presenter.load();
      expect(projectionOf(presenter, 'dau')?.text).toBe(text);
    }
  });
});
