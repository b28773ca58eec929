import { describe, expect, it } from 'vitest';
import type { AppSettings } from '../../../../src/application/shared/app-settings.port';
import { LoadConversationReportUseCase } from '../../../../src/application/reports/load-conversation-report.use-case';
import { ConversationFilterStore } from '../../../../src/presentation/reports/conversations/conversation-filter.store';
import {
  PHONE_TABLE_TOGGLE,
  type ConversationPageConfig,
} from '../../../../src/presentation/reports/conversations/conversation-pages';
import { ConversationsPresenter } from '../../../../src/presentation/reports/conversations/conversations.presenter';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import {
  FakeConversationReportsGateway,
  failed,
  ok,
  oldTotal,
} from '../../../application/reports/conversation-reports.fakes';
import { testSettings } from '../../../composition/test-settings';
import { RecordingLogger, StaticToggles, fixedClock, makeSession, metric } from '../../shared/fakes';

// testSettings: new tables from 2023-06, new consolidated layout from 2024-11.
import type { ConversationsQueryState } from '../../../../src/presentation/reports/conversations/conversation-filter.store';
import {
  CONVERSATIONS_QUERY,
  conversationsUrlBinding,
} from '../../../../src/presentation/reports/conversations/conversations.url-state';
import { formatQuery, parseQuery } from '../../../../src/presentation/shared/url-state/query-fields';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

const TODAY = '2024-11-20T12:00:00Z';
const OVERVIEW: ConversationPageConfig = { page: 'current', kind: 'overview' };

interface SetupOptions {
  readonly config?: ConversationPageConfig;
  readonly toggles?: readonly string[];
  readonly subscription?: readonly string[];
  readonly language?: 'en' | 'pt' | 'es';
  readonly settings?: Partial<AppSettings>;
  readonly filters?: ConversationFilterStore;
  readonly months?: ReportMonthStore;
}

function setup(options: SetupOptions = {}) {
  const gateway = new FakeConversationReportsGateway();
  const host = new FakeHostGateway();
  const clock = fixedClock(TODAY);
  const store = new SessionStore(new StaticToggles(options.toggles ?? [PHONE_TABLE_TOGGLE]));
  store.setSession(
    makeSession({
      language: options.language ?? 'en',
      planName: 'business',
      subscription: (options.subscription ?? ['Session']).map((id) => metric(id)),
    }),
  );
  const settings = { ...testSettings, ...options.settings };
  const presenter = new ConversationsPresenter(
    new LoadConversationReportUseCase(gateway, settings),
    new ReportSupport(
      store,
      settings,
      clock,
      host,
      new Tracker(store, host, new RecordingLogger(), clock),
      options.months ?? new ReportMonthStore(),
    ),
    store,
    settings,
    options.filters ?? new ConversationFilterStore(),
  );
  presenter.configure(options.config ?? OVERVIEW);
  return { gateway, host, presenter };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const actions = (host: FakeHostGateway) => host.tracks.map((payload) => payload.action);
const methods = (gateway: FakeConversationReportsGateway) => gateway.calls.map((call) => call.method);

describe('ConversationsPresenter (spec 3 §2.7, §2.12, §4.5, §4.6, §5.1)', () => {
  it('spec 3 §2.7, §4.5: from the consolidated date, the WABAs, then by category, 5 phones and 5 days on the first WABA', async () => {
    const { presenter, gateway, host } = setup();
    await presenter.load();
    expect(gateway.calls).toEqual([
      { method: 'wabas', month: '2024-11' },
      { method: 'byCategory', month: '2024-11', waba: '111' },
      { method: 'monthlyByPhone', month: '2024-11', waba: '111', take: 5 },
      { method: 'daily', month: '2024-11', waba: '111', take: 5 },
    ]);
    expect(host.loading[0]).toBe('start');
    expect(host.loading.at(-1)).toBe('stop');
    expect(presenter.wabaFilter.isShown).toBe(true);
    expect(presenter.wabaFilter.isDisabled).toBe(false);
    expect(presenter.wabaFilter.selected).toBe('111');
    expect(presenter.showsTypeFilter).toBe(false);
    expect(presenter.isPartial).toBe(true);
    expect(presenter.planName).toBe('Business');
  });

  it('spec 3 §2.7: new consolidated cards (All, Billed, Free) and their panels, old-pricing lines only when present', async () => {
    const { presenter } = setup();
    await presenter.load();
    const view = presenter.consolidatedView;
    if (view?.layout !== 'new') throw new Error('expected the new layout');
    expect(view.cards.map((card) => [card.labelKey, card.value, card.tooltipKey])).toEqual([
      ['cards.all', '1,592', 'cards.allInfo'],
      ['cards.billed', '1,479', 'cards.billedInfo'],
      ['cards.free', '113', 'cards.freeInfo'],
    ]);
    expect(view.cards[1]?.lines.map((line) => `${line.id}=${line.value}`)).toEqual([
      'marketing=120',
      'marketing_lite=7',
      'utility=40',
      'authentication=12',
      'service=300',
      'sessionByUser=1,000',
    ]);
    expect(view.cards[2]?.lines.map((line) => line.id)).toEqual([
      'freeTier',
      'freeEntryPoint',
      'freeCustomerService',
    ]);
  });

  it("spec 3 §2.7, §4.2: a failed by-category call shows '--' everywhere", async () => {
    const { presenter, gateway } = setup();
    gateway.byCategoryResult = failed(gateway.byCategoryResult.value);
    await presenter.load();
    const view = presenter.consolidatedView;
    if (view?.layout !== 'new') throw new Error('expected the new layout');
    expect(
      new Set(view.cards.flatMap((card) => [card.value, ...card.lines.map((line) => line.value)])),
    ).toEqual(new Set(['--']));
  });

  it('spec 3 §4.5, §4.6: switching months across both dates changes the calls, the filter and the tables', async () => {
    const { presenter, gateway, host } = setup();
    await presenter.load();
    expect(presenter.phoneTable.views).toEqual(['business', 'user']);

    gateway.calls = [];
    await presenter.monthSelected('2024-10');
    expect(gateway.calls).toEqual([
      // Issue 24 §2: the previous month's consolidated block first, same pricing, WABA and type.
      { method: 'oldSessionTotal', month: '2024-09', waba: '111', type: 'All' },
      { method: 'oldSessionTotal', month: '2024-10', waba: '111', type: 'All' },
      { method: 'monthlyByPhone', month: '2024-10', waba: '111', take: 5 },
      { method: 'daily', month: '2024-10', waba: '111', take: 5 },
    ]);
    expect(presenter.showsTypeFilter).toBe(true);
    expect(presenter.isPartial).toBe(false);
    expect(presenter.consolidatedView).toMatchObject({
      layout: 'old',
      figures: [
        { id: 'user', labelKey: 'old.userInitiated', value: '1,200' },
        { id: 'company', labelKey: 'old.companyInitiated', value: '345' },
        { id: 'total', labelKey: 'old.total', value: '1,545' },
      ],
    });
    expect(presenter.dailyTable.views).toEqual(['business', 'user']);

    gateway.calls = [];
    await presenter.monthSelected('2023-05');
    expect(methods(gateway)).toEqual(['oldSessionTotal', 'oldSessionTotal', 'oldMonthlyByBot', 'oldDaily']);
    expect(presenter.phoneTable.views).toEqual(['old']);
    expect(presenter.phoneTable.rows?.map((row) => [row.key, row.figures])).toEqual([
      ['+55 31 98888-7777', { sessionByUser: 10, sessionByCompany: 5, sessionTotal: 15 }],
    ]);
    expect(presenter.dailyTable.rows?.[0]?.figures).toEqual({
      sessionByUser: 3,
      sessionByCompany: 2,
      sessionTotal: 5,
    });

    gateway.calls = [];
    await presenter.monthSelected('2024-11');
    expect(methods(gateway)).toEqual(['byCategory', 'monthlyByPhone', 'daily']);
    expect(presenter.showsTypeFilter).toBe(false);
    await tick();
    expect(actions(host).filter((action) => action === 'conversations-period-changed')).toHaveLength(3);
  });

  it('spec 3 §4.6: a conversation type or WABA change re-fetches, with the type only in the old calls', async () => {
    const { presenter, gateway, host } = setup();
    await presenter.monthSelected('2024-10');
    gateway.calls = [];
    await presenter.typeSelected('FreeTier');
    expect(gateway.calls).toEqual([
      { method: 'oldSessionTotal', month: '2024-09', waba: '111', type: 'FreeTier' },
      { method: 'oldSessionTotal', month: '2024-10', waba: '111', type: 'FreeTier' },
      { method: 'monthlyByPhone', month: '2024-10', waba: '111', take: 5 },
      { method: 'daily', month: '2024-10', waba: '111', take: 5 },
    ]);
    gateway.calls = [];
    await presenter.wabaSelected('222');
    expect(gateway.calls.map((call) => call.waba)).toEqual(['222', '222', '222', '222']);
    gateway.calls = [];
    await presenter.wabaSelected('999');
    await presenter.typeSelected('FreeTier');
    expect(gateway.calls).toEqual([]);
    // The chosen type carries over to the next old-pricing month.
    await presenter.monthSelected('2023-01');
    expect(gateway.calls.find((call) => call.method === 'oldDaily')?.type).toBe('FreeTier');
    await tick();
    expect(actions(host)).toEqual(
      expect.arrayContaining(['conversations-type-changed-FreeTier', 'conversations-waba-changed']),
    );
  });

  it('spec 3 §2.7: exactly one WABA → the filter shows, disabled, on that WABA', async () => {
    const { presenter, gateway } = setup();
    gateway.wabasResult = ok(['777']);
    await presenter.load();
    expect(presenter.wabaFilter.isShown).toBe(true);
    expect(presenter.wabaFilter.isDisabled).toBe(true);
    expect(gateway.calls.find((call) => call.method === 'byCategory')?.waba).toBe('777');
  });

  it("spec 3 §2.7, §5.1: no WABA → no filter, no WABA call, '--' and empty tables", async () => {
    const { presenter, gateway } = setup();
    gateway.wabasResult = ok([]);
    await presenter.load();
    expect(methods(gateway)).toEqual(['wabas']);
    expect(presenter.wabaFilter.isShown).toBe(false);
    expect(presenter.wabaFilter.hasNone).toBe(true);
    const view = presenter.consolidatedView;
    expect(view?.layout === 'new' && view.cards.map((card) => card.value)).toEqual(['--', '--', '--']);
    expect(presenter.phoneTable.rows).toEqual([]);
    expect(presenter.dailyTable.rows).toEqual([]);
  });

  it("issue 37 §13 (spec 3 §2.7, §8): a failed WABA list — no filter, no WABA call, '--', and no 'no WABA' statement", async () => {
    const { presenter, gateway } = setup();
    gateway.wabasResult = failed(['111']);
    await presenter.load();
    expect(presenter.wabaFilter.isShown).toBe(false);
    expect(methods(gateway)).toEqual(['wabas']);
    const view = presenter.consolidatedView;
    expect(view?.layout === 'new' && view.cards.map((card) => card.value)).toEqual(['--', '--', '--']);
    expect(presenter.wabaFilter.hasNone).toBe(false);
  });

  it("spec 3 §2.7: the per-phone table only with 'billing-session-consumption-by-bot' on", async () => {
    const { presenter, gateway } = setup({ toggles: [] });
    await presenter.load();
    expect(presenter.showsPhoneTable).toBe(false);
    expect(methods(gateway)).toEqual(['wabas', 'byCategory', 'daily']);
  });

  it('spec 3 §5.1: without the Session metric the consolidated block is the default without a call', async () => {
    const { presenter, gateway } = setup({ subscription: ['DailyActiveUser'] });
    await presenter.load();
    expect(methods(gateway)).toEqual(['wabas', 'monthlyByPhone', 'daily']);
    const view = presenter.consolidatedView;
    expect(view?.layout === 'new' && view.cards[0]?.value).toBe('--');
  });

  it("spec 3 §2.7, §3.7: phone numbers with a leading '+', formatted; tabs switch the columns and are tracked", async () => {
    const { presenter, host } = setup();
    await presenter.load();
    expect(presenter.phoneTable.activeView).toBe('business');
    expect(presenter.phoneTable.rows?.map((row) => [row.key, row.figures])).toEqual([
      ['+55 31 99999-8888', { utility: 20, authentication: 2, marketing: 3, marketing_lite: 1, total: 26 }],
      ['+14155550100', { utility: 4, authentication: 2, marketing: 3, marketing_lite: 1, total: 10 }],
    ]);
    presenter.tabSelected('phone', 'user');
    expect(presenter.phoneTable.activeView).toBe('user');
    expect(presenter.phoneTable.rows?.[0]?.figures).toEqual({ service: 30, free: 4, total: 34 });
    expect(presenter.dailyTable.activeView).toBe('business');
    expect(presenter.dailyTable.rows?.[0]?.key).toEqual(new Date('2026-11-02T00:00:00.000Z'));
    presenter.tooltipShown('all');
    presenter.tooltipShown('all');
    await tick();
    expect(actions(host)).toEqual(['conversations-phone-tab-user', 'conversations-tooltip-all']);
  });

  it('spec 3 §2.7: the summary tables link to their detail pages; a detail page asks its one table in full', async () => {
    const overview = setup();
    await overview.presenter.load();
    expect(overview.presenter.phoneTable.detailsTo).toBe('/session-consumption/monthly');
    expect(overview.presenter.dailyTable.detailsTo).toBe('/session-consumption/daily');

    const monthly = setup({ config: { page: 'current', kind: 'monthly' }, toggles: [] });
    await monthly.presenter.load();
    expect(monthly.gateway.calls.slice(1)).toEqual([
      { method: 'monthlyByPhone', month: '2024-11', waba: '111', take: -1 },
    ]);
    expect(monthly.presenter.phoneTable.detailsTo).toBeUndefined();
    expect(monthly.presenter.showsDailyTable).toBe(false);

    const daily = setup({ config: { page: 'current', kind: 'daily' } });
    await daily.presenter.monthSelected('2024-10');
    // A detail page shows one table: the type filter follows the tables' pricing (new here).
    expect(daily.presenter.showsTypeFilter).toBe(false);
    expect(daily.gateway.calls.slice(1)).toEqual([
      { method: 'daily', month: '2024-10', waba: '111', take: -1 },
    ]);
  });

  it('spec 3 §2.12: the legacy pages use the old calls with the type in every month, details back to their root', async () => {
    const { presenter, gateway } = setup({ config: { page: 'legacy', kind: 'overview' } });
    await presenter.load();
    // Issue 24 §2: the previous month's old total comes first.
    expect(methods(gateway)).toEqual([
      'wabas',
      'oldSessionTotal',
      'oldSessionTotal',
      'oldMonthlyByBot',
      'oldDaily',
    ]);
    expect(presenter.showsTypeFilter).toBe(true);
    expect(presenter.phoneTable.detailsTo).toBe('/old-session-consumption/monthly');
    expect(presenter.dailyTable.detailsTo).toBe('/old-session-consumption/daily');
  });

  it('spec 3 §4.6: answers of a superseded load are dropped', async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    let release: () => void = () => undefined;
    gateway.gate = new Promise((resolve) => (release = resolve));
    const first = presenter.monthSelected('2023-01');
    await tick();
    expect(presenter.consolidatedView).toBeUndefined();
    expect(presenter.phoneTable.rows).toBeUndefined();
    gateway.gate = undefined;
    const second = presenter.monthSelected('2024-11');
    await second;
    release();
    await first;
    expect(presenter.consolidatedView?.layout).toBe('new');
    expect(presenter.phoneTable.views).toEqual(['business', 'user']);
    expect(presenter.phoneTable.rows).toHaveLength(2);
  });

  it('spec 3 §2.7: the pricing-changes link in the user locale, only when the setting is https', () => {
    expect(setup({ language: 'pt' }).presenter.pricingLink).toBe(
      `${testSettings.WHATSAPP_BP_PRICING_CHANGES_URL}?locale=pt_BR`,
    );
    expect(setup({ language: 'es' }).presenter.pricingLink).toMatch(/\?locale=es_ES$/);
    expect(
      setup({ settings: { WHATSAPP_BP_PRICING_CHANGES_URL: 'http://example.com/pricing' } }).presenter
        .pricingLink,
    ).toBeUndefined();
  });

  it("spec 3 §2.2, §2.7: 'Show details' keeps the month, WABA and type chosen; a WABA no longer listed gives way to the first", async () => {
    const filters = new ConversationFilterStore();
    const months = new ReportMonthStore();
    const report = setup({ filters, months });
    await report.presenter.load();
    await report.presenter.monthSelected('2024-10');
    await report.presenter.wabaSelected('222');
    await report.presenter.typeSelected('Regular');

    const detail = setup({ filters, months, config: { page: 'current', kind: 'monthly' } });
    await detail.presenter.load();
    expect(detail.presenter.period.selected).toBe('2024-10');
    expect(detail.presenter.wabaFilter.selected).toBe('222');
    expect(detail.presenter.conversationType).toBe('Regular');
    expect(detail.gateway.calls.at(-1)).toEqual({
      method: 'monthlyByPhone',
      month: '2024-10',
      waba: '222',
      take: -1,
    });

    filters.rememberWaba('gone');
    const again = setup({ filters, months });
    await again.presenter.load();
    expect(again.presenter.wabaFilter.selected).toBe('111');
  });
});

describe('ConversationsPresenter CSV export (issue 14)', () => {
  it("the report's per-phone table exports every phone of the month (take -1) under the active tab", async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    presenter.tabSelected('phone', 'user');
    gateway.calls.length = 0;
    const exported = await presenter.exportRows('phone');
    expect(gateway.calls).toEqual([{ method: 'monthlyByPhone', month: '2024-11', waba: '111', take: -1 }]);
    expect(exported.loaded).toBe(true);
    expect(exported.rows.map((row) => Object.keys(row.figures))).toEqual(
      exported.rows.map(() => ['service', 'free', 'total']),
    );
    expect(presenter.csvFileName('phone')).toBe('conversations-by-phone-number-user-initiated-2024-11.csv');
  });

  it('a failed read of the daily rows exports nothing and keeps the table', async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    const shown = presenter.dailyTable.rows;
    gateway.dailyResult = { status: 'failure', code: 1, value: [] };
    expect(await presenter.exportRows('daily')).toEqual({ loaded: false, rows: [] });
    expect(presenter.dailyTable.rows).toEqual(shown);
  });
});

describe('ConversationsPresenter filters in the URL (issue 14: state in the URL)', () => {
  const state = (overrides: Partial<ConversationsQueryState> = {}): ConversationsQueryState => ({
    waba: '',
    type: 'All',
    phoneTab: 'business',
    dailyTab: 'business',
    ...overrides,
  });

  it("a URL's WABA, type and tabs restored before the first load are what it asks for and shows, untracked", async () => {
    const { presenter, gateway, host } = setup();
    const binding = conversationsUrlBinding(presenter);
    expect(binding.read()).toBeUndefined();
    binding.restore(state({ waba: '222', phoneTab: 'user', dailyTab: 'user' }));
    await presenter.load();
    expect(presenter.wabaFilter.selected).toBe('222');
    expect(gateway.calls.every((call) => call.waba === undefined || call.waba === '222')).toBe(true);
    expect(presenter.tabs).toEqual({ phone: 'user', daily: 'user' });
    expect(binding.read()).toEqual(state({ waba: '222', phoneTab: 'user', dailyTab: 'user' }));
    await tick();
    expect(actions(host).filter((action) => action.includes('waba') || action.includes('tab'))).toEqual([]);
  });

  it('the first WABA is the default and is left out of the URL; a WABA no longer listed gives way to it', async () => {
    const { presenter } = setup();
    const binding = conversationsUrlBinding(presenter);
    binding.restore(state({ waba: '999' }));
    await presenter.load();
    expect(presenter.wabaFilter.selected).toBe('111');
    expect(binding.read()).toEqual(state());
  });

  it('a changed type arriving while the page is open reloads; the same one does not', async () => {
    const { presenter, gateway } = setup();
    await presenter.monthSelected('2024-10');
    gateway.calls = [];
    await presenter.filtersRestored(state({ type: 'FreeTier' }));
    expect(gateway.calls.map((call) => call.type)).toContain('FreeTier');
    gateway.calls = [];
    await presenter.filtersRestored(state({ type: 'FreeTier' }));
    expect(gateway.calls).toEqual([]);
  });

  it('the codec keeps defaults out and reads back what it wrote; unknown types and tabs fall back', () => {
    const written = formatQuery(
      CONVERSATIONS_QUERY,
      state({ waba: '222', type: 'Regular', dailyTab: 'user' }),
    );
    expect(written).toBe('?waba=222&type=Regular&dailyTab=user');
    expect(parseQuery(CONVERSATIONS_QUERY, written)).toEqual(
      state({ waba: '222', type: 'Regular', dailyTab: 'user' }),
    );
    expect(formatQuery(CONVERSATIONS_QUERY, state())).toBe('');
    expect(parseQuery(CONVERSATIONS_QUERY, '?type=Evil&phoneTab=x&waba=%3Cb%3E')).toEqual(state());
  });
});

describe('ConversationsPresenter: month over month (issue 24 §2)', () => {
  it('issue 24 §2: each consolidated figure against the previous month, same WABA and type', async () => {
    const { presenter, gateway } = setup();
    gateway.oldTotalByMonth['2024-09'] = ok({
      ...oldTotal(),
      sessionByUser: 1000,
      sessionByCompany: 0,
      sessionTotal: 1000,
    });
    await presenter.monthSelected('2024-10');
    const view = presenter.consolidatedView;
    expect(view?.layout).toBe('old');
    const changes = view?.layout === 'old' ? view.figures.map((figure) => figure.change) : [];
    expect(changes).toEqual([
      { direction: 'up', absolute: '+200', percent: '+20%' },
      // A previous month of 0: the absolute change only.
      { direction: 'up', absolute: '+345', percent: undefined },
      { direction: 'up', absolute: '+545', percent: '+54.5%' },
    ]);
  });

  it('issue 24 §2: a failed previous month hides only the comparison; a month of another pricing is not asked', async () => {
    const { presenter, gateway } = setup();
    gateway.oldTotalByMonth['2024-09'] = failed(oldTotal());
    await presenter.monthSelected('2024-10');
    const view = presenter.consolidatedView;
    expect(view?.layout === 'old' ? view.figures.map((figure) => [figure.value, figure.change]) : []).toEqual(
      [
        ['1,200', undefined],
        ['345', undefined],
        ['1,545', undefined],
      ],
    );
    // November 2024 has the new pricing and October the old one: nothing to compare, no call.
    gateway.calls = [];
    await presenter.monthSelected('2024-11');
    expect(methods(gateway)).not.toContain('oldSessionTotal');
    const cards = presenter.consolidatedView;
    expect(cards?.layout === 'new' ? cards.cards.map((card) => card.change) : ['?']).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
