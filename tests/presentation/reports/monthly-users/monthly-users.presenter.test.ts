import { describe, expect, it } from 'vitest';
import { LoadMonthlyUsersUseCase } from '../../../../src/application/reports/load-monthly-users.use-case';
import { defaultMeuSummary } from '../../../../src/domain/reports/consumption.entity';
import { monthlyUsersTrackingAction } from '../../../../src/presentation/reports/monthly-users/monthly-users.metrics';
import {
  MONTHLY_USERS_ROWS_PER_PAGE,
  MonthlyUsersPresenter,
} from '../../../../src/presentation/reports/monthly-users/monthly-users.presenter';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import {
  FakeMessageMetricsGateway,
  metricRecord,
  ok,
} from '../../../application/reports/monthly-users.fakes';
import { testSettings } from '../../../composition/test-settings';
import { RecordingLogger, StaticToggles, fixedClock, makeSession, metric } from '../../shared/fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

const TODAY = '2024-05-20T12:00:00Z';
const MIU_IDS = ['MonthlyActiveUser', 'ExchangedMessage'];

function setup(options: { subscription?: string[]; language?: 'en' | 'pt' } = {}) {
  const gateway = new FakeMessageMetricsGateway();
  const host = new FakeHostGateway();
  const clock = fixedClock(TODAY);
  const store = new SessionStore(new StaticToggles([]));
  store.setSession(
    makeSession({
      language: options.language ?? 'en',
      subscription: (options.subscription ?? ['Agent', ...MIU_IDS]).map((id) => metric(id)),
    }),
  );
  const months = new ReportMonthStore();
  const newPresenter = () =>
    new MonthlyUsersPresenter(
      new LoadMonthlyUsersUseCase(gateway),
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

describe('MonthlyUsersPresenter (spec 3 §2.8, §3.5, §5.1, §9)', () => {
  it("spec 3 §2.8/§5.1/§7.3: the MIU root asks the card, 5 chatbots and 5 days with the subscription's MIU ids", async () => {
    const { presenter, gateway, host } = setup();
    await presenter.open('miu', 'report');
    expect(gateway.calls).toEqual([
      // Issue 24 §2: the card's previous month, asked first and read in parallel for the comparison.
      { method: 'messageMetricsSummary', month: '2024-04', metricIds: MIU_IDS },
      { method: 'messageMetricsSummary', month: '2024-05', metricIds: MIU_IDS },
      { method: 'messageMetricsByBot', month: '2024-05', metricIds: MIU_IDS, take: 5 },
      { method: 'messageMetricsDaily', month: '2024-05', metricIds: MIU_IDS, take: 5 },
    ]);
    expect(host.loading).toEqual(['start', 'stop']);
    expect(presenter.figures).toMatchObject([
      { id: 'users', value: '4,321' },
      { id: 'messages', value: '98,765' },
    ]);
    expect(presenter.report.partial).toBe(true);
    expect(presenter.report.botRows.map((row) => [row.botName, row.totalUsers, row.totalMsg])).toEqual([
      ['Sales bot', 120, 900],
    ]);
    expect(presenter.report.dayRows.map((row) => [row.dateReference, row.totalUsers, row.totalMsg])).toEqual([
      ['2024-05-03T00:00:00.000Z', 12, 70],
    ]);
  });

  it('spec 3 §2.8/§5.1/§9: detail pages ask one full list (take -1), no card; 30 rows a page', async () => {
    const { presenter, gateway } = setup({ subscription: ['MonthlyEngagedUser', 'ExchangedMessage'] });
    await presenter.open('meu', 'chatbots');
    expect(gateway.calls).toEqual([
      {
        method: 'messageMetricsByBot',
        month: '2024-05',
        metricIds: ['MonthlyEngagedUser', 'ExchangedMessage'],
        take: -1,
      },
    ]);
    expect(presenter.figures).toBeUndefined();
    const daily = setup();
    await daily.presenter.open('miu', 'daily');
    expect(daily.gateway.calls.map((call) => [call.method, call.take])).toEqual([
      ['messageMetricsDaily', -1],
    ]);
    expect(MONTHLY_USERS_ROWS_PER_PAGE).toBe(30);
  });

  it('spec 3 §5.3, issue 22 §1: the MEU report leaves out the messages the MIU report shows', async () => {
    const { presenter, gateway } = setup({
      subscription: ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage'],
    });
    gateway.summaryResult = ok([metricRecord('MonthlyEngagedUser', 1200)]);
    await presenter.open('meu', 'report');
    expect(gateway.calls[0]?.metricIds).toEqual(['MonthlyEngagedUser']);
    expect(presenter.figures).toMatchObject([{ id: 'users', value: '1,200' }]);
    expect(presenter.metricKey).toBe('meu');
  });

  it("issue 37 §15 (spec 3 §2.14): the report's name is its variant — 'mauMsg', 'meuMsg', as the overview card's title", async () => {
    const miu = setup();
    await miu.presenter.open('miu', 'report');
    expect(miu.presenter.metricKey).toBe('mauMsg');
    const meu = setup({ subscription: ['MonthlyEngagedUser', 'ExchangedMessage'] });
    await meu.presenter.open('meu', 'chatbots');
    expect(meu.presenter.metricKey).toBe('meuMsg');
  });

  it('issue 22 §1: a messages-only contract has its messages on the MIU report, named after them', async () => {
    const { presenter, gateway } = setup({ subscription: ['Agent', 'ExchangedMessage'] });
    gateway.summaryResult = ok([metricRecord('ExchangedMessage', 1200)]);
    await presenter.open('miu', 'report');
    expect(gateway.calls[0]?.metricIds).toEqual(['ExchangedMessage']);
    expect(presenter.figures).toMatchObject([{ id: 'messages', value: '1,200' }]);
    expect(presenter.metricKey).toBe('msg');
  });

  it("spec 3 §4.2/§8: a failed summary shows '--' for each total (pt formats the others with '.')", async () => {
    const failed = setup({ language: 'pt', subscription: ['MonthlyEngagedUser', 'ExchangedMessage'] });
    failed.gateway.summaryResult = { status: 'failure', code: 1, value: defaultMeuSummary() };
    await failed.presenter.open('meu', 'report');
    expect(failed.presenter.figures).toEqual([
      { id: 'users', value: '--' },
      { id: 'messages', value: '--' },
    ]);
    const fine = setup({ language: 'pt' });
    await fine.presenter.open('miu', 'report');
    expect(fine.presenter.figures?.[1]?.value).toBe('98.765');
  });

  it('spec 3 §2.2/§4.6: a month change reloads that month, is remembered and tracked with MM-YYYY', async () => {
    const { presenter, gateway, host, months } = setup();
    await presenter.open('miu', 'report');
    gateway.calls = [];
    await presenter.monthChanged('2024-03');
    expect(gateway.calls.map((call) => call.month)).toEqual(['2024-02', '2024-03', '2024-03', '2024-03']);
    expect(months.month).toBe('2024-03');
    expect(presenter.report.partial).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(host.tracks.at(-1)).toMatchObject({ action: 'mau-consumption-period-changed', date: '03-2024' });
    gateway.calls = [];
    await presenter.monthChanged('2024-03');
    await presenter.monthChanged('1999-01');
    expect(gateway.calls).toEqual([]);
  });

  it("issue 37 §16 (spec 3 §2.2, §4.1): the period change is tracked once the new month settled, with that month's status", async () => {
    const { presenter, gateway, host } = setup();
    // The month shown fails (error); the month chosen answers (MIU: unlimited on success).
    gateway.summaryResult = { status: 'failure', code: 1, value: [] };
    gateway.summaryByMonth['2024-03'] = ok([metricRecord('MonthlyActiveUser', 10)]);
    await presenter.open('miu', 'report');
    expect(presenter.report.summary?.status).toBe('error');
    await presenter.monthChanged('2024-03');
    await Promise.resolve();
    await Promise.resolve();
    expect(host.tracks).toHaveLength(1);
    expect(host.tracks.at(-1)).toMatchObject({
      action: 'mau-consumption-period-changed',
      date: '03-2024',
      planStatus: 'unlimited',
    });
  });

  it("spec 3 §2.2: 'Show details' opens on the month chosen on the report", async () => {
    const { presenter, newPresenter, gateway } = setup();
    await presenter.open('miu', 'report');
    await presenter.monthChanged('2024-02');
    gateway.calls = [];
    await newPresenter().open('miu', 'daily');
    expect(gateway.calls.map((call) => call.month)).toEqual(['2024-02']);
  });

  it('spec 3 §4.6: answers for a month no longer shown are dropped', async () => {
    const { presenter, gateway } = setup();
    gateway.hold();
    const first = presenter.open('miu', 'chatbots');
    expect(presenter.report.botsLoading).toBe(true);
    gateway.botRows = [{ botName: 'March bot', botIdentity: 'march@msging.net', metricConsumption: [] }];
    const second = presenter.monthChanged('2024-03');
    await gateway.release(true);
    await Promise.all([first, second]);
    expect(presenter.report.botRows.map((row) => row.botName)).toEqual(['March bot']);
    expect(presenter.report.botsLoading).toBe(false);
    presenter.dispose();
  });

  it('spec 3 §2.1/§2.2: tracking actions name the page', () => {
    expect(monthlyUsersTrackingAction('miu', 'report')).toBe('mau-consumption-period-changed');
    expect(monthlyUsersTrackingAction('meu', 'chatbots')).toBe('meu-consumption-chatbots-period-changed');
    expect(monthlyUsersTrackingAction('meu', 'daily')).toBe('meu-consumption-daily-period-changed');
  });
});

describe('MonthlyUsersPresenter: month over month (issue 24 §2)', () => {
  it('issue 24 §2: each total against the previous month; a failed previous month hides only the comparison', async () => {
    const { presenter, gateway } = setup();
    gateway.summaryByMonth['2024-04'] = ok([
      metricRecord('MonthlyActiveUser', 4000),
      metricRecord('ExchangedMessage', 0),
    ]);
    await presenter.open('miu', 'report');
    expect(presenter.figures).toEqual([
      { id: 'users', value: '4,321', change: { direction: 'up', absolute: '+321', percent: '+8%' } },
      // The previous month had no messages: the absolute change only.
      {
        id: 'messages',
        value: '98,765',
        change: { direction: 'up', absolute: '+98,765', percent: undefined },
      },
    ]);
    gateway.summaryByMonth['2024-04'] = { status: 'failure', code: 1, value: [] };
    await presenter.load();
    expect(presenter.figures?.map((figure) => [figure.value, figure.change])).toEqual([
      ['4,321', undefined],
      ['98,765', undefined],
    ]);
  });
});
