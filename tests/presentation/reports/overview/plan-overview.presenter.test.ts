import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OverviewMetric } from '../../../../src/application/reports/load-plan-overview.use-case';
import type { PlanStatus } from '../../../../src/domain/reports/plan-status.rule';
import { CHART_COLORS } from '../../../../src/presentation/reports/charts/chart-colors';
import {
  OVERVIEW_TRACKING,
  STATUS_COMMIT_DELAY_MS,
  STATUS_REREAD_DELAY_MS,
} from '../../../../src/presentation/reports/overview/overview-header';
import type { PlanOverviewPresenter } from '../../../../src/presentation/reports/overview/plan-overview.presenter';
import type { OverviewCard } from '../../../../src/presentation/reports/overview/overview-card.model';
import {
  dau,
  deu,
  failed,
  monthly,
  ok,
  rated,
  session,
} from '../../../application/reports/plan-overview.fakes';
import { loaded, planOverview, settle, TODAY } from './plan-overview.fixture';

const MESSAGES: Readonly<Record<PlanStatus, string>> = {
  error: 'Problems loading the data. Please try refreshing the page.',
  empty: 'No data to display for the chosen period.',
  unlimited: "Space to monitor your plan's usage.",
  normal: 'Usage is within the limits of your plan.',
  nearLimit: 'You have almost reached the limit of your plan.',
  exceeded:
    'Your have exceeded the limits of your plan! You can continue to use it as usal. The exceeding data will appear in the description of each metric.',
};

function card(presenter: PlanOverviewPresenter, metric: OverviewMetric): OverviewCard {
  const found = presenter.cards.find((candidate) => candidate.metric === metric);
  if (!found) throw new Error(`no ${metric} card`);
  return found;
}

const tiles = (panel: OverviewCard['left']) =>
  Object.fromEntries(panel.tiles.map((tile) => [tile.id, tile.value]));

interface AxisOption {
  readonly xAxis: { readonly max?: number; readonly data?: readonly string[] };
  readonly yAxis: { readonly max?: number; readonly data?: readonly string[] };
  readonly series: readonly { readonly radius?: readonly string[]; readonly data: readonly unknown[] }[];
}
const option = (panel: OverviewCard['left']) => panel.chart.option as unknown as AxisOption;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PlanOverviewPresenter: plan status (spec 3 §2.3 item 2, §4.1, §9)', () => {
  it('spec 3 §4.1/§9: the overall status is committed 1 s after loading, with the loading flag meanwhile', async () => {
    expect([STATUS_COMMIT_DELAY_MS, STATUS_REREAD_DELAY_MS]).toEqual([1000, 3000]);
    const { presenter, host } = planOverview();
    expect(presenter.header.loading).toBe(true);
    await presenter.load();
    expect(host.loading).toEqual(['start', 'stop']);
    expect(presenter.header.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_COMMIT_DELAY_MS - 1);
    expect(presenter.header.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(presenter.header).toMatchObject({ loading: false, status: 'normal', message: MESSAGES.normal });
  });

  type Arrange = (gateways: ReturnType<typeof planOverview>['gateways']) => void;
  type StatusCase = [PlanStatus, Arrange, (readonly string[])?];
  it.each<StatusCase>([
    ['normal', () => undefined],
    ['nearLimit', (g) => (g.dau = ok(dau(1700)))],
    ['exceeded', (g) => (g.agent = ok(rated('Agent', 13, 10)))],
    [
      'unlimited',
      (g) => {
        g.dau = ok(dau(700, -1));
        g.deu = ok(deu(600, -1));
        g.agent = ok(rated('Agent', 5, -1));
      },
      // Conversations with usage read 'normal' (issue 22 §3), which outranks unlimited.
      ['DailyActiveUser', 'DailyEngagedUser', 'Agent'],
    ],
    [
      'empty',
      (g) => {
        g.dau = ok(dau(0));
        g.deu = ok(deu(0));
      },
      ['DailyActiveUser', 'DailyEngagedUser'],
    ],
    [
      'error',
      (g) => {
        g.dau = failed(dau(0));
        g.session = failed(session(new Date(TODAY)));
      },
      ['DailyActiveUser', 'Session'],
    ],
  ])(
    'spec 3 §4.1: overall %s → its message, illustration and banner variant',
    async (status, arrange, subscription) => {
      const { presenter, gateways } = planOverview(subscription ? { subscription } : {});
      arrange(gateways);
      await loaded(presenter);
      expect(presenter.header.status).toBe(status);
      expect(presenter.header.message).toBe(MESSAGES[status]);
      expect(presenter.header.visual.illustration).toBe(
        `plan-status-${status.replace('nearLimit', 'near-limit')}`,
      );
    },
  );

  it('spec 3 §4.1: the status is the highest priority among the metrics (exceeded over near limit and normal)', async () => {
    const { presenter, gateways } = planOverview();
    gateways.dau = ok(dau(1700));
    gateways.deu = ok(deu(1600));
    await loaded(presenter);
    expect(presenter.header.status).toBe('exceeded');
    expect(presenter.header.visual).toMatchObject({ usageColor: 'red', bannerVariant: 'warning' });
  });

  it("spec 3 §8: a failing metric shows 'Problems loading the data. Please try refreshing the page.' and '--' on its card", async () => {
    const { presenter, gateways } = planOverview();
    gateways.deu = failed(deu(0));
    await loaded(presenter);
    expect(presenter.header.loadError).toBe(MESSAGES.error);
    const deuCard = card(presenter, 'deu');
    expect(deuCard.hasData).toBe(false);
    expect(Object.values(tiles(deuCard.left))).toEqual(['--', '--', '--']);
    expect(tiles(deuCard.right)).toEqual({ weeklyAverage: '--', topWeek: '--' });
    expect(deuCard.left.caption?.value).toBe('0%');
  });

  it('spec 3 §8: when every call fails the status itself is error, without a second error line', async () => {
    const { presenter, gateways } = planOverview({ subscription: ['DailyActiveUser'] });
    gateways.dau = failed(dau(0));
    await loaded(presenter);
    expect(presenter.header).toMatchObject({
      status: 'error',
      message: MESSAGES.error,
      loadError: undefined,
    });
  });

  it('spec 3 §2.3 item 2: the plan name capitalised; in Portuguese "Plano {0}"', async () => {
    expect(planOverview({ planName: 'advanced' }).presenter.header.planTitle).toBe('Advanced');
    expect(planOverview({ planName: 'advanced', language: 'pt' }).presenter.header.planTitle).toBe(
      'Plano Advanced',
    );
  });
});

describe('PlanOverviewPresenter: period (spec 3 §2.2, §2.3 item 1, §4.3)', () => {
  it('spec 3 §2.3: a new month reloads its data, is tracked and the status is read again 3 s later, committed 1 s after', async () => {
    const { presenter, gateways, host, months } = planOverview();
    await loaded(presenter);
    expect(presenter.period.isCurrent).toBe(true);
    expect(presenter.period.range).toEqual({ start: '2025-03-01', end: '2025-03-18' });
    gateways.calls = [];
    gateways.dau = ok(dau(2100));

    await presenter.periodChanged('2025-02');
    // Issue 24 §2: the five cards of the month, and in parallel of the previous month.
    const asked = gateways.calls.map((call) => call.month);
    expect(asked.filter((month) => month === '2025-02')).toHaveLength(5);
    expect(asked.filter((month) => month === '2025-01')).toHaveLength(5);
    expect(gateways.calls).toHaveLength(10);
    expect(months.month).toBe('2025-02');
    expect(presenter.period.isCurrent).toBe(false);
    expect(presenter.period.range).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(card(presenter, 'dau').left.tiles[0]?.value).toBe('2,100');
    expect(presenter.header.loading).toBe(true);

    await vi.advanceTimersByTimeAsync(STATUS_REREAD_DELAY_MS);
    expect(presenter.header.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(STATUS_COMMIT_DELAY_MS);
    expect(presenter.header).toMatchObject({ loading: false, status: 'exceeded' });

    await settle();
    const event = host.tracks.find((track) => track.action === OVERVIEW_TRACKING.periodChanged);
    expect(event).toMatchObject({ date: '02-2025', planStatus: 'normal', origin: 'usage-reports' });
  });

  it('spec 3 §2.2: the same month again, or one not offered, changes nothing', async () => {
    const { presenter, gateways } = planOverview();
    await loaded(presenter);
    gateways.calls = [];
    await presenter.periodChanged('2025-03');
    await presenter.periodChanged('2030-01');
    expect(gateways.calls).toEqual([]);
  });

  it('answers of a month left behind are dropped, and a disposed page commits nothing', async () => {
    const { presenter, gateways } = planOverview({ subscription: ['DailyActiveUser'] });
    gateways.hold();
    const first = presenter.load();
    gateways.dau = ok(dau(1900));
    const second = presenter.periodChanged('2025-01');
    gateways.release();
    await Promise.all([first, second]);
    presenter.dispose();
    await vi.advanceTimersByTimeAsync(STATUS_REREAD_DELAY_MS + STATUS_COMMIT_DELAY_MS);
    expect(presenter.header.loading).toBe(true);
  });
});

describe('PlanOverviewPresenter: cards (spec 3 §2.3 item 3, §5.2, §5.3)', () => {
  it('spec 3 §2.3: one card per allowed metric with its title, description, tooltip and Show more route', async () => {
    const { presenter } = planOverview();
    await loaded(presenter);
    expect(presenter.cards.map((c) => [c.metric, c.title, c.showMoreTo])).toEqual([
      ['dau', 'Single Conversations', '/dau-consumption'],
      ['deu', 'Single Engaged Conversations', '/deu-consumption'],
      ['agent', 'Agents', '/agent-consumption'],
      ['session', 'Conversations via WhatsApp', '/session-consumption'],
      ['miu', 'MIU + Messages', '/mau-consumption'],
    ]);
    expect(card(presenter, 'dau').description).toMatch(/counted once per day/);
    expect(card(presenter, 'agent').tooltip).toMatch(/3 business days/);
    expect(
      planOverview({ subscription: ['MonthlyEngagedUser'] }).presenter.cards.map((c) => c.showMoreTo),
    ).toEqual(['/meu-consumption']);
  });

  it('spec 3 §2.3: cards show while loading, each filled in as its answer arrives', async () => {
    const { presenter, gateways } = planOverview({ subscription: ['DailyActiveUser', 'Agent'] });
    gateways.hold();
    const loading = presenter.load();
    expect(presenter.cards.map((c) => c.loading)).toEqual([true, true]);
    expect(tiles(card(presenter, 'dau').left).monthlyTotal).toBe('--');
    gateways.release();
    await loading;
    expect(presenter.cards.map((c) => c.loading)).toEqual([false, false]);
  });

  it("spec 3 §2.3: DAU tiles — monthly total, remaining, plan total (with tooltip), weekly average, top week '2nd week'", async () => {
    const { presenter } = planOverview();
    await loaded(presenter);
    const dauCard = card(presenter, 'dau');
    expect(tiles(dauCard.left)).toEqual({ monthlyTotal: '700', remaining: '1,300', planTotal: '2,000' });
    expect(dauCard.left.tiles.find((tile) => tile.id === 'planTotal')?.tooltip).toBe(
      'What your plan includes for the month.',
    );
    expect(tiles(dauCard.right)).toEqual({ weeklyAverage: '233.3', topWeek: '2nd week' });
    expect(dauCard.left.caption).toEqual({ value: '35%', label: 'of the plan used' });
  });

  it('spec 3 §5.2: ordinals in Portuguese and Spanish', async () => {
    const pt = planOverview({ language: 'pt' });
    await loaded(pt.presenter);
    expect(tiles(card(pt.presenter, 'dau').right)).toEqual({ weeklyAverage: '233,3', topWeek: '2ª semana' });
    const es = planOverview({ language: 'es' });
    await loaded(es.presenter);
    expect(tiles(card(es.presenter, 'deu').right).topWeek).toBe('2a semana');
  });

  it("issue 37 §14 (spec 3 §4.2): the report pages' reading — a month at rate 0 reads 0, a DAU/DEU without plan quantity '--'", async () => {
    const { presenter, gateways } = planOverview();
    gateways.dau = ok(dau(0));
    gateways.deu = ok(deu(0, 0));
    await loaded(presenter);
    expect(tiles(card(presenter, 'dau').left)).toMatchObject({ monthlyTotal: '0', planTotal: '2,000' });
    expect(card(presenter, 'dau').hasData).toBe(true);
    expect(tiles(card(presenter, 'deu').left)).toMatchObject({ monthlyTotal: '--', planTotal: '--' });
    expect(card(presenter, 'deu').hasData).toBe(false);
  });

  it('spec 3 §3.3: an unlimited plan reads Unlimited for the plan total and what remains', async () => {
    const { presenter, gateways } = planOverview();
    gateways.agent = ok(rated('Agent', 12, -1));
    await loaded(presenter);
    const agentCard = card(presenter, 'agent');
    expect(tiles(agentCard.left)).toEqual({
      monthlyTotal: '12',
      remaining: 'Unlimited',
      planTotal: 'Unlimited',
    });
    expect(agentCard.left.caption?.value).toBe('Unlimited');
  });

  it('spec 3 §2.3/§9: the doughnut has a 65% cutout and takes the usage status colour', async () => {
    const { presenter, gateways } = planOverview();
    gateways.dau = ok(dau(1700));
    await loaded(presenter);
    const doughnut = option(card(presenter, 'dau').left).series[0];
    expect(doughnut?.radius).toEqual(['58.5%', '90%']);
    expect(doughnut?.data[0]).toMatchObject({ value: 1700, itemStyle: { color: CHART_COLORS.orange } });
    expect(card(presenter, 'dau').usageColor).toBe('orange');
  });

  it('spec 3 §5.2: weekly bars end at the plan quantity below 100% usage, and have no cap at or over it', async () => {
    const { presenter, gateways } = planOverview();
    gateways.deu = ok(deu(1600));
    await loaded(presenter);
    const dauBars = option(card(presenter, 'dau').right);
    expect(dauBars.yAxis.max).toBe(2000);
    expect(dauBars.xAxis.data?.[1]).toBe('3/2/2025 to 3/8/2025');
    expect(option(card(presenter, 'deu').right).yAxis.max).toBeUndefined();
  });

  it('spec 3 §5.2: conversation charts end at 1.25 × the largest value; the free-tier tile reads used / limit', async () => {
    const { presenter, gateways } = planOverview();
    await loaded(presenter);
    const sessionCard = card(presenter, 'session');
    // The stack: 300 + 100 + 200 + 300 = 900 → 1125.
    expect(option(sessionCard.left).xAxis.max).toBe(1125);
    // Six weeks in March 2025; the largest weekly total is 600 → 750.
    expect(option(sessionCard.right).yAxis.max).toBe(750);
    expect(option(sessionCard.right).series.map((series) => (series as { name?: string }).name)).toEqual([
      'Business initiated',
      'User initiated',
      'Total',
    ]);
    expect(tiles(sessionCard.left)).toEqual({ total: '900', freeTier: '300 / 1,000', charged: '300' });
    expect(tiles(sessionCard.right)).toEqual({ businessInitiated: '500', userInitiated: '400' });

    gateways.session = ok(session(new Date(TODAY), { freeTierLimit: 0 }));
    await presenter.periodChanged('2025-02');
    expect(tiles(card(presenter, 'session').left).freeTier).toBe('300');
    gateways.session = failed(session(new Date(TODAY)));
    await presenter.periodChanged('2025-01');
    expect(tiles(card(presenter, 'session').left).freeTier).toBe('-- / --');
    expect(option(card(presenter, 'session').left).xAxis.max).toBeUndefined();
  });

  it("spec 3 §2.3: the wrapped '{start} to {end}' labels get a line height, and room above a legend", async () => {
    const { presenter } = planOverview();
    await loaded(presenter);
    const axisOf = (panel: OverviewCard['left']) =>
      panel.chart.option as unknown as {
        xAxis: { axisLabel: { lineHeight?: number } };
        grid: { bottom: number };
      };
    expect(axisOf(card(presenter, 'dau').right).xAxis.axisLabel.lineHeight).toBe(15);
    expect(axisOf(card(presenter, 'dau').right).grid.bottom).toBe(8);
    expect(axisOf(card(presenter, 'session').right).grid.bottom).toBe(72);
    expect(axisOf(card(presenter, 'miu').right).grid.bottom).toBe(72);
  });

  it('spec 3 §5.2: the MIU card charts end at 1.25 × the largest value', async () => {
    const { presenter } = planOverview();
    await loaded(presenter);
    const miu = card(presenter, 'miu');
    expect(option(miu.left).yAxis.max).toBe(70000);
    expect(tiles(miu.left)).toEqual({ users: '1,200', messages: '56,000' });
    expect(tiles(miu.right)).toEqual({ weeklyAverage: '400', topWeek: '2nd week' });
  });

  it('spec 3 §5.3: the MIU card is not shown when its status is error; the MEU card needs its user metric', async () => {
    const { presenter, gateways } = planOverview();
    gateways.miu = failed(monthly('monthlyActiveUser', 0, 0));
    await loaded(presenter);
    expect(presenter.cards.map((c) => c.metric)).toEqual(['dau', 'deu', 'agent', 'session']);

    const both = planOverview({
      subscription: ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage'],
    });
    await loaded(both.presenter);
    expect(both.presenter.cards.map((c) => c.metric)).toEqual(['miu', 'meu']);
    // Duplicated exchanged messages: only the MIU card shows them.
    expect(tiles(card(both.presenter, 'meu').left)).toEqual({ users: '800' });
  });
});

describe('PlanOverviewPresenter: tracking and banner (spec 3 §2.3)', () => {
  it('spec 3 §2.3: chart hover and tooltip hover are tracked once per card', async () => {
    const { presenter, host } = planOverview();
    await loaded(presenter);
    presenter.chartHovered('dau');
    presenter.chartHovered('dau');
    presenter.tooltipHovered('dau');
    presenter.tooltipHovered('dau');
    presenter.chartHovered('session');
    await settle();
    expect(host.tracks.map((track) => track.action)).toEqual([
      'plan-overview-dau-chart-hovered',
      'plan-overview-dau-tooltip-hovered',
      'plan-overview-session-chart-hovered',
    ]);
    expect(host.tracks[0]).toMatchObject({ date: '03-2025', planStatus: 'normal' });
  });

  it("spec 3 §2.3 item 4: the data-protection banner only for the configured clusters (case-insensitive 'contains')", () => {
    expect(planOverview({ clusterName: 'AKS-BrazilSouth-PRD-2' }).presenter.showsDataProtectionBanner).toBe(
      true,
    );
    expect(planOverview({ clusterName: 'brazilsouth-prd-3' }).presenter.showsDataProtectionBanner).toBe(true);
    expect(planOverview({ clusterName: 'eastus-prd-1' }).presenter.showsDataProtectionBanner).toBe(false);
    expect(planOverview({ clusterName: 'brazilsouth-prd-1' }).presenter.showsDataProtectionBanner).toBe(
      false,
    );
  });
});
