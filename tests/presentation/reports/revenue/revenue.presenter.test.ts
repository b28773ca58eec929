import { describe, expect, it } from 'vitest';
import { LoadRevenueUseCase } from '../../../../src/application/reports/load-revenue.use-case';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { RevenueChatbotsPresenter } from '../../../../src/presentation/reports/revenue/revenue-chatbots.presenter';
import { RevenuePresenter } from '../../../../src/presentation/reports/revenue/revenue.presenter';
import type {
  ReferenceParams,
  ReferenceValueTexts,
} from '../../../../src/presentation/reports/revenue/revenue-texts';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import {
  FakeRevenueGateway,
  contractRules,
  failure,
  noData,
  ok,
} from '../../../application/reports/revenue.fakes';
import { testSettings } from '../../../composition/test-settings';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { RecordingLogger, StaticToggles, fixedClock, makeSession } from '../../shared/fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

/** Intl puts no-break spaces between symbol and amount in some locales. */
const plain = (text: string) => text.replace(/\s/g, ' ');

function setup(options: { today?: string; language?: 'en' | 'pt' | 'es' } = {}) {
  const gateway = new FakeRevenueGateway();
  const host = new FakeHostGateway();
  const clock = fixedClock(options.today ?? '2024-05-20T12:00:00Z');
  const store = new SessionStore(new StaticToggles([]));
  store.setSession(makeSession({ language: options.language ?? 'en' }));
  const months = new ReportMonthStore();
  const support = () =>
    new ReportSupport(
      store,
      testSettings,
      clock,
      host,
      new Tracker(store, host, new RecordingLogger(), clock),
      months,
    );
  const load = new LoadRevenueUseCase(gateway);
  return {
    gateway,
    host,
    months,
    presenter: new RevenuePresenter(load, support()),
    chatbots: () => new RevenueChatbotsPresenter(load, support()),
  };
}

/** The view's words for a reference value, from the shipped texts. */
function written(values: readonly ReferenceValueTexts[], language: 'en' | 'pt' | 'es' = 'en') {
  const i18n = createI18n(language, TEST_RESOURCES);
  return values.map((value) => [
    value.type,
    plain(i18n.t(`revenue:reference.${value.range.key}`, value.range.params as ReferenceParams)),
    plain(i18n.t(`revenue:reference.${value.calculation.key}`, value.calculation.params as ReferenceParams)),
  ]);
}

describe('RevenuePresenter (spec 3 §2.9, §4.7, §8, §9)', () => {
  it("spec 3 §2.9/§9: 'Consumption in {month}', the MIU and MSG cards, the top 3 chatbots and the plan base", async () => {
    const { presenter, host, gateway } = setup();
    await presenter.open();
    expect(gateway.calls.findLast((call) => call.method === 'applicationConsumption')).toEqual({
      method: 'applicationConsumption',
      month: '2024-05',
      take: 3,
    });
    expect(host.loading).toEqual(['start', 'stop']);
    expect(presenter.monthLabel).toBe('May 2024');
    expect(presenter.month).toEqual({
      range: { start: '2024-05-01', end: '2024-05-19' },
      partial: true,
      dataFromSecond: false,
    });
    expect(presenter.cards).toMatchObject([
      { id: 'miu', metric: 'MAUs', value: '3,456' },
      { id: 'msg', metric: '', value: '45,678' },
    ]);
    expect(presenter.notice).toBeUndefined();
    expect(presenter.chatbotRows.map((row) => row.name)).toEqual([
      'sales@msging.net',
      'support@msging.net',
      'faq@msging.net',
    ]);
    expect(plain(presenter.reference!.planBase)).toBe('R$1,500.00');
    expect(presenter.reference!.contractStart).toBe('1/1/2023');
  });

  it("spec 3 §9: revenue texts for both prices, price per user only, fixed price only, and 'Starts from X'", async () => {
    const { presenter } = setup();
    await presenter.open();
    expect(written(presenter.reference!.values)).toEqual([
      ['MAU', '0 to 1,000', 'R$1,500.00'],
      ['MAU', '1,001 to 5,000', 'R$0.35 per additional MAU'],
      ['MAU', 'Starts from 5,001', 'R$0.25 per additional MAU + R$500.00'],
      ['MSG', '0 to 100,000', 'R$0.005 per additional MSG'],
    ]);
  });

  it('spec 3 §9: the same texts in Portuguese, with the locale separators', async () => {
    const { presenter } = setup({ language: 'pt' });
    await presenter.open();
    expect(written(presenter.reference!.values, 'pt')).toEqual([
      ['MAU', '0 a 1.000', 'R$ 1.500,00'],
      ['MAU', '1.001 a 5.000', 'R$ 0,35 por MAU adicional'],
      ['MAU', 'A partir de 5.001', 'R$ 0,25 por MAU adicional + R$ 500,00'],
      ['MSG', '0 a 100.000', 'R$ 0,005 por MSG adicional'],
    ]);
  });

  it("spec 3 §8: reason code 67 is the no-data state: '--' on both cards and the no-data notice, not the error", async () => {
    const { presenter, gateway } = setup();
    gateway.consumptionResult = noData;
    gateway.chatbotRows = [];
    await presenter.open();
    expect(presenter.cards.map((card) => card.value)).toEqual(['--', '--']);
    expect(presenter.notice).toBe('noData');
    expect(presenter.chatbotRows).toEqual([]);
    // The contract's reference values still show.
    expect(presenter.reference?.values).toHaveLength(4);
  });

  it("spec 3 §8: any other failure is an error: '--' and the error notice", async () => {
    const { presenter, gateway } = setup();
    gateway.consumptionResult = () =>
      failure({ idContract: '', MAUs: 0, MEUs: 0, MSGs: 0, activeReport: false });
    await presenter.open();
    expect(presenter.cards.map((card) => card.value)).toEqual(['--', '--']);
    expect(presenter.notice).toBe('error');
  });

  it('spec 3 §9: only the MSG card for a main rule without MIU; only the MIU card (MEUs) for one without MSG', async () => {
    const msg = setup();
    msg.gateway.rulesResult = ok(contractRules({ mainRuleName: 'MSG' }));
    await msg.presenter.open();
    expect(msg.presenter.cards.map((card) => card.id)).toEqual(['msg']);
    const miu = setup();
    miu.gateway.rulesResult = ok(contractRules({ mainRuleName: 'miu', metricBaseMIU: 'meu' }));
    await miu.presenter.open();
    expect(miu.presenter.cards).toMatchObject([{ id: 'miu', metric: 'MEUs', value: '1,234' }]);
  });

  it('spec 3 §4.7: on the 1st of the current month the "data from the 2nd" message shows instead of figures', async () => {
    const { presenter, gateway } = setup({ today: '2024-05-01T09:00:00Z' });
    await presenter.open();
    expect(presenter.month).toMatchObject({ partial: true, dataFromSecond: true });
    expect(presenter.notice).toBe('dataFromSecond');
    expect(presenter.cards).toEqual([]);
    expect(gateway.calls.map((call) => call.method)).toEqual(['contractRules', 'financialRules']);
    // A past month shows its figures, the whole month, and no badge.
    await presenter.report.monthSelected('2024-04');
    expect(presenter.month).toEqual({
      range: { start: '2024-04-01', end: '2024-04-30' },
      partial: false,
      dataFromSecond: false,
    });
    expect(presenter.cards).toHaveLength(2);
  });

  it('spec 3 §2.9: a month change reloads, is remembered and tracked; a late answer for the old month is dropped', async () => {
    const { presenter, gateway, host, months } = setup();
    gateway.hold();
    const first = presenter.open();
    gateway.consumptionResult = () =>
      ok({ idContract: '4242', MAUs: 11, MEUs: 1, MSGs: 22, activeReport: true });
    const second = presenter.report.monthSelected('2024-03');
    expect(presenter.loading).toBe(true);
    await gateway.release(true);
    await Promise.all([first, second]);
    expect(presenter.cards.map((card) => card.value)).toEqual(['11', '22']);
    expect(months.month).toBe('2024-03');
    await Promise.resolve();
    await Promise.resolve();
    expect(host.tracks.at(-1)).toMatchObject({ action: 'revenue-period-changed', date: '03-2024' });
    presenter.report.dispose();
  });
});

describe('RevenueChatbotsPresenter (spec 3 §2.9, §9)', () => {
  it("spec 3 §2.9/§9: every chatbot (take 10000) with the contract's MIU metric; back to /revenue from the contract page", async () => {
    const { chatbots, gateway } = setup();
    const presenter = chatbots();
    await presenter.open(true);
    expect(presenter.backTo).toBe('/revenue');
    expect(gateway.calls).toEqual([
      { method: 'contractRules' },
      { method: 'applicationConsumption', month: '2024-05', take: 10000 },
    ]);
    expect(presenter.miu).toBe('MAUs');
    expect(presenter.rows.map((row) => [row.name, row.consumption, row.messages])).toEqual([
      ['sales@msging.net', 2000, 30000],
      ['support@msging.net', 1000, 10000],
      ['faq@msging.net', 456, 5678],
    ]);
  });

  it("spec 3 §2.9: opened any other way, the back target is '/'; the month is the one chosen on the contract page", async () => {
    const { chatbots, presenter, gateway } = setup();
    await presenter.open();
    await presenter.report.monthSelected('2024-02');
    gateway.calls = [];
    const details = chatbots();
    await details.open(false);
    expect(details.backTo).toBe('/');
    expect(gateway.calls.at(-1)).toMatchObject({ month: '2024-02', take: 10000 });
  });
});

describe('Revenue CSV export (issue 14)', () => {
  it('the top-3 table exports every chatbot of the month, the detail page its own rows', async () => {
    const { presenter, gateway, chatbots } = setup();
    gateway.chatbotRows = [...gateway.chatbotRows, ...gateway.chatbotRows];
    await presenter.open();
    gateway.calls.length = 0;
    const exported = await presenter.exportChatbotRows();
    expect(gateway.calls).toContainEqual({ method: 'applicationConsumption', month: '2024-05', take: 10000 });
    expect(exported.loaded).toBe(true);
    expect(presenter.chatbotRows).toHaveLength(3);
    expect(exported.rows).toHaveLength(6);
    expect(presenter.chatbotsCsvFileName).toBe('revenue-by-chatbot-2024-05.csv');
    const details = chatbots();
    await details.open(true);
    gateway.calls.length = 0;
    expect(await details.exportRows()).toEqual({ loaded: true, rows: details.rows });
    expect(gateway.calls).toEqual([]);
  });
});

describe('RevenuePresenter: month over month (issue 24 §2)', () => {
  it('issue 24 §2: each card against the previous month; a failed previous month hides only the comparison', async () => {
    const { presenter, gateway } = setup();
    gateway.consumptionResult = (month) =>
      month === '2024-04'
        ? ok({ idContract: '4242', MAUs: 3000, MEUs: 1234, MSGs: 50000, activeReport: true })
        : ok({ idContract: '4242', MAUs: 3456, MEUs: 1234, MSGs: 45678, activeReport: true });
    await presenter.open();
    expect(presenter.cards.map((card) => [card.value, card.change])).toEqual([
      ['3,456', { direction: 'up', absolute: '+456', percent: '+15.2%' }],
      ['45,678', { direction: 'down', absolute: '−4,322', percent: '−8.6%' }],
    ]);
    gateway.consumptionResult = (month) =>
      month === '2024-04'
        ? failure({ idContract: '4242', MAUs: 0, MEUs: 0, MSGs: 0, activeReport: true })
        : ok({ idContract: '4242', MAUs: 3456, MEUs: 1234, MSGs: 45678, activeReport: true });
    await presenter.open();
    expect(presenter.notice).toBeUndefined();
    expect(presenter.cards.map((card) => [card.value, card.change])).toEqual([
      ['3,456', undefined],
      ['45,678', undefined],
    ]);
  });
});
