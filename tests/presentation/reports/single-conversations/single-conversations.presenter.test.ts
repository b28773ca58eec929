import { describe, expect, it } from 'vitest';
import { LoadSingleConversationsUseCase } from '../../../../src/application/reports/load-single-conversations.use-case';
import { emptyDeuConsumption } from '../../../../src/domain/reports/consumption.entity';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import {
  SingleConversationsPresenter,
  trackingAction,
} from '../../../../src/presentation/reports/single-conversations/single-conversations.presenter';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import {
  FakeUsageReportsGateway,
  dauConsumption,
  deuConsumption,
  ok,
} from '../../../application/reports/single-conversations.fakes';
import { testSettings } from '../../../composition/test-settings';
import { RecordingLogger, StaticToggles, fixedClock, makeSession, metric } from '../../shared/fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

const TODAY = '2024-05-20T12:00:00Z';
const PLAN_TOGGLES = [
  'billing-daily-active-users-plan-informations',
  'billing-daily-engaged-users-plan-informations',
];

/** Intl puts a no-break space between symbol and amount in some locales. */
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

function setup(options: { toggles?: string[]; subscription?: string[]; language?: 'en' | 'pt' } = {}) {
  const gateway = new FakeUsageReportsGateway();
  const host = new FakeHostGateway();
  const clock = fixedClock(TODAY);
  const store = new SessionStore(new StaticToggles(options.toggles ?? PLAN_TOGGLES));
  store.setSession(
    makeSession({
      language: options.language ?? 'en',
      subscription: (options.subscription ?? ['DailyActiveUser', 'DailyEngagedUser']).map((id) => metric(id)),
    }),
  );
  const months = new ReportMonthStore();
  const newPresenter = () =>
    new SingleConversationsPresenter(
      new LoadSingleConversationsUseCase(gateway),
      new ReportSupport(
        store,
        testSettings,
        clock,
        host,
        new Tracker(store, host, new RecordingLogger(), clock),
        months,
      ),
      store,
    );
  return { gateway, host, months, presenter: newPresenter(), newPresenter };
}

describe('SingleConversationsPresenter (spec 3 §2.4, §2.5, §4.2–§4.4)', () => {
  it('spec 3 §2.4/§5.1: the root page asks the card, 5 chatbots and 5 days of the current month, with the host loading', async () => {
    const { presenter, gateway, host } = setup();
    await presenter.open('dau', 'report');
    expect(gateway.calls).toEqual([
      // Issue 24 §2: the card's previous month, asked first and read in parallel for the comparison.
      { method: 'dauSummary', month: '2024-04' },
      { method: 'dauSummary', month: '2024-05' },
      { method: 'dauByBot', month: '2024-05', take: 5 },
      { method: 'dauDaily', month: '2024-05', take: 5 },
    ]);
    expect(host.loading).toEqual(['start', 'stop']);
    expect(presenter.report.botRows.map((row) => row.botName)).toEqual(['Sales bot']);
    expect(presenter.report.dayRows.map((row) => row.total)).toEqual([30]);
    expect(presenter.report.partial).toBe(true);
    expect(presenter.figures).toMatchObject({
      quantity: '2,000',
      percent: '35%',
      progress: 35,
      total: '700',
    });
    expect(presenter.figures?.overspent).toBe(false);
  });

  it('spec 3 §2.4/§2.5/§5.1: detail pages ask one full list (take -1) and no card', async () => {
    const { presenter, gateway } = setup();
    await presenter.open('deu', 'byBot');
    expect(gateway.calls).toEqual([{ method: 'deuByBot', month: '2024-05', take: -1 }]);
    expect(presenter.report.botRows[0]?.total).toBe(321);
    const daily = setup();
    await daily.presenter.open('deu', 'daily');
    expect(daily.gateway.calls).toEqual([{ method: 'deuDaily', month: '2024-05', take: -1 }]);
    expect(daily.presenter.report.dayRows[0]?.total).toBe(44);
    expect(daily.presenter.figures).toBeUndefined();
  });

  it("spec 3 §2.5/§4.4: overspent DEU shows the exceeded count and the fee text with plan information in the plan's currency", async () => {
    const { presenter, gateway } = setup();
    gateway.deuSummaryResult = ok(deuConsumption(1800, 1500, 'USD'));
    await presenter.open('deu', 'report');
    const figures = presenter.figures!;
    expect(figures).toMatchObject({
      overspent: true,
      exceeded: '300',
      percent: '120%',
      progress: 100,
      usageColor: 'red',
    });
    expect(plain(figures.overflowFee)).toBe('$0.18');
    expect(figures.planInformation).toEqual({
      planValue: '$243.00',
      monthlyQuantity: '1,500',
      overflowUnitValue: '$0.18',
    });
  });

  it("issue 22 §2: an unlimited DAU plan shows what was used and 'Unlimited' where a quantity would be, never -1", async () => {
    const { presenter, gateway } = setup();
    gateway.dauSummaryResult = ok(dauConsumption(1234, -1));
    await presenter.open('dau', 'report');
    const figures = presenter.figures!;
    expect(figures).toMatchObject({
      unlimited: true,
      quantity: '',
      total: '1,234',
      percent: '--',
      progress: 0,
    });
    expect(figures.planInformation?.monthlyQuantity ?? '').toBe('');
    expect(JSON.stringify(figures)).not.toContain('-1');
  });

  it("spec 3 §4.4: with the plan-information toggle off, no plan information and the 'being booked' text (no fee)", async () => {
    const { presenter, gateway } = setup({ toggles: [] });
    gateway.dauSummaryResult = ok(dauConsumption(2500));
    await presenter.open('dau', 'report');
    expect(presenter.figures).toMatchObject({
      overspent: true,
      overflowFee: undefined,
      planInformation: undefined,
    });
  });

  it('spec 3 §4.4: each report reads its own toggle (DAU on, DEU off)', async () => {
    const dau = setup({ toggles: ['billing-daily-active-users-plan-informations'] });
    await dau.presenter.open('dau', 'report');
    expect(plain(dau.presenter.figures?.planInformation?.planValue)).toBe('R$216.00');
    const deu = setup({ toggles: ['billing-daily-active-users-plan-informations'] });
    await deu.presenter.open('deu', 'report');
    expect(deu.presenter.figures?.planInformation).toBeUndefined();
  });

  it("spec 3 §4.2/§8: a failed DEU summary shows '--' and '0%'; no plan information, not overspent", async () => {
    const { presenter, gateway } = setup();
    gateway.deuSummaryResult = { status: 'failure', code: 1, value: emptyDeuConsumption() };
    await presenter.open('deu', 'report');
    expect(presenter.figures).toMatchObject({
      quantity: '--',
      percent: '0%',
      progress: 0,
      total: '--',
      overspent: false,
      planInformation: undefined,
    });
  });

  it("issue 37 §14 (spec 3 §4.2): a month without usage (rate 0) reads 0 and '0%', as the overview reads it", async () => {
    const { presenter, gateway } = setup();
    gateway.dauSummaryResult = ok(dauConsumption(0));
    gateway.dauBotRows = [];
    await presenter.open('dau', 'report');
    expect(presenter.figures).toMatchObject({ quantity: '2,000', percent: '0%', total: '0' });
    expect(presenter.report.botRows).toEqual([]);
    expect(presenter.report.botsLoading).toBe(false);
  });

  it('spec 3 §5.1/§6: without the metric in the subscription the card is not asked for; defaults show', async () => {
    const { presenter, gateway } = setup({ subscription: ['DailyActiveUser'] });
    await presenter.open('deu', 'report');
    expect(gateway.calls.map((call) => call.method)).toEqual(['deuByBot', 'deuDaily']);
    expect(presenter.figures?.total).toBe('--');
  });

  it("spec 3 §2.2/§4.6: a month change reloads that month, is remembered and tracked with MM-YYYY and that month's status", async () => {
    const { presenter, gateway, host, months } = setup();
    await presenter.open('dau', 'report');
    gateway.calls = [];
    gateway.dauSummaryResult = ok(dauConsumption(2100));
    await presenter.monthChanged('2024-03');
    expect(gateway.calls.map((call) => call.month)).toEqual(['2024-02', '2024-03', '2024-03', '2024-03']);
    expect(months.month).toBe('2024-03');
    expect(presenter.report.partial).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(host.tracks.at(-1)).toMatchObject({
      action: 'dau-consumption-period-changed',
      date: '03-2024',
      planStatus: 'exceeded',
    });
    expect(host.tracks).toHaveLength(1);
    // Not an offered month, or the same one: nothing happens.
    gateway.calls = [];
    await presenter.monthChanged('2024-03');
    await presenter.monthChanged('1999-01');
    expect(gateway.calls).toEqual([]);
    expect(host.tracks).toHaveLength(1);
  });

  it('spec 3 §2.2: a detail page tracks its own action, without a plan status', async () => {
    const { presenter, host } = setup();
    await presenter.open('deu', 'daily');
    await presenter.monthChanged('2024-01');
    await Promise.resolve();
    await Promise.resolve();
    expect(host.tracks.at(-1)).toMatchObject({
      action: 'deu-consumption-daily-period-changed',
      date: '01-2024',
    });
    expect(host.tracks.at(-1)?.planStatus).toBeUndefined();
  });

  it("spec 3 §2.2: 'Show details' opens on the month chosen on the report", async () => {
    const { presenter, newPresenter, gateway } = setup();
    await presenter.open('deu', 'report');
    await presenter.monthChanged('2024-02');
    gateway.calls = [];
    await newPresenter().open('deu', 'daily');
    expect(gateway.calls).toEqual([{ method: 'deuDaily', month: '2024-02', take: -1 }]);
  });

  it('spec 3 §4.6: answers for a month no longer shown are dropped', async () => {
    const { presenter, gateway } = setup();
    gateway.hold();
    const first = presenter.open('dau', 'byBot');
    expect(presenter.report.botsLoading).toBe(true);
    gateway.dauBotRows = [{ botName: 'March bot', botId: 'march', total: 1 }];
    const second = presenter.monthChanged('2024-03');
    // The answer for May arrives last, and is dropped.
    await gateway.release(true);
    await Promise.all([first, second]);
    expect(presenter.report.botRows.map((row) => row.botName)).toEqual(['March bot']);
    presenter.dispose();
  });

  it('spec 3 §2.2: tracking actions name the page', () => {
    expect(trackingAction('dau', 'report')).toBe('dau-consumption-period-changed');
    expect(trackingAction('deu', 'byBot')).toBe('deu-consumption-monthly-period-changed');
    expect(trackingAction('deu', 'daily')).toBe('deu-consumption-daily-period-changed');
  });
});

describe('SingleConversationsPresenter CSV export (issue 14)', () => {
  it("a summary table's export asks every row of the selected month (take -1) under the host's loading", async () => {
    const { presenter, gateway, host } = setup();
    await presenter.open('dau', 'report');
    gateway.dauBotRows = Array.from({ length: 7 }, (_, index) => ({
      botName: `Bot ${index}`,
      botId: `bot${index}`,
      total: index,
    }));
    gateway.calls.length = 0;
    host.loading.length = 0;
    const exported = await presenter.report.exportBotRows();
    expect(gateway.calls).toEqual([{ method: 'dauByBot', month: '2024-05', take: -1 }]);
    expect(host.loading).toEqual(['start', 'stop']);
    expect(exported.loaded).toBe(true);
    expect(exported.rows.map((row) => row.botId)).toEqual([
      'bot0',
      'bot1',
      'bot2',
      'bot3',
      'bot4',
      'bot5',
      'bot6',
    ]);
    expect(presenter.report.botRows.map((row) => row.botName)).toEqual(['Sales bot']);
    expect(presenter.report.csvFileName('byBot')).toBe('daily-active-users-by-chatbot-2024-05.csv');
  });

  it('a failed full read says so and leaves the rows shown as they were', async () => {
    const { presenter, gateway } = setup();
    await presenter.open('deu', 'report');
    gateway.listsFail = true;
    expect(await presenter.report.exportDayRows()).toEqual({ loaded: false, rows: [] });
    expect(presenter.report.dayRows).toHaveLength(1);
    expect(presenter.report.csvFileName('daily')).toBe('daily-engaged-users-daily-2024-05.csv');
  });

  it('a detail table exports the rows it holds, without another call', async () => {
    const { presenter, gateway } = setup();
    await presenter.open('dau', 'daily');
    gateway.calls.length = 0;
    expect(await presenter.report.exportDayRows()).toEqual({ loaded: true, rows: presenter.report.dayRows });
    expect(gateway.calls).toEqual([]);
  });
});

describe('SingleConversationsPresenter: month over month (issue 24 §2)', () => {
  it('issue 24 §2: the card total against the previous month; a failed previous month hides only the comparison', async () => {
    const { presenter, gateway } = setup();
    gateway.dauSummaryByMonth['2024-04'] = ok(dauConsumption(800));
    await presenter.open('dau', 'report');
    expect(presenter.figures?.total).toBe('700');
    expect(presenter.figures?.totalChange).toEqual({
      direction: 'down',
      absolute: '−100',
      percent: '−12.5%',
    });
    gateway.dauSummaryByMonth['2024-04'] = { status: 'failure', code: 1, value: dauConsumption(0) };
    await presenter.load();
    expect(presenter.figures?.total).toBe('700');
    expect(presenter.figures?.totalChange).toBeUndefined();
  });
});
