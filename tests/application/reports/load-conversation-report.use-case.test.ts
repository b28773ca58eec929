import { describe, expect, it } from 'vitest';
import {
  LoadConversationReportUseCase,
  type ConversationQuery,
} from '../../../src/application/reports/load-conversation-report.use-case';
import { OLD_PRICING, type PricingMode } from '../../../src/domain/reports/pricing-mode.rule';
import { testSettings } from '../../composition/test-settings';
import { FakeConversationReportsGateway, failed, ok } from './conversation-reports.fakes';

// testSettings: per-phone tables from 2023-06, consolidated layout from 2024-11.
const NEW: PricingMode = { consolidated: 'new', tables: 'new' };
const query = (overrides: Partial<ConversationQuery> = {}): ConversationQuery => ({
  tenantId: 'acme',
  month: '2024-11',
  waba: '111',
  type: 'All',
  ...overrides,
});

function setup() {
  const gateway = new FakeConversationReportsGateway();
  return { gateway, useCase: new LoadConversationReportUseCase(gateway, testSettings) };
}

describe('LoadConversationReportUseCase (spec 3 §2.7, §4.5, §5.1, §7.1, §8)', () => {
  it('spec 3 §4.5: the mode follows the two configured dates; the legacy pages stay on the old pricing', () => {
    const { useCase } = setup();
    expect(useCase.pricingMode('2024-11', 'current')).toEqual(NEW);
    expect(useCase.pricingMode('2024-10', 'current')).toEqual({ consolidated: 'old', tables: 'new' });
    expect(useCase.pricingMode('2023-06', 'current')).toEqual({ consolidated: 'old', tables: 'new' });
    expect(useCase.pricingMode('2023-05', 'current')).toEqual(OLD_PRICING);
    expect(useCase.pricingMode('2024-11', 'legacy')).toEqual(OLD_PRICING);
  });

  it('spec 3 §7.1, §8: the WABA list as sent (blank ids dropped); an empty list on failure', async () => {
    const { useCase, gateway } = setup();
    gateway.wabasResult = ok(['111', ' ', '222']);
    expect(await useCase.wabas('acme', '2024-11')).toEqual({ succeeded: true, wabas: ['111', '222'] });
    gateway.wabasResult = failed(['333']);
    // Issue 37 §13: the failure is told apart from a contract without WABAs.
    expect(await useCase.wabas('acme', '2024-11')).toEqual({ succeeded: false, wabas: [] });
  });

  it('spec 3 §4.5: new consolidated → the by-category call, without the conversation type', async () => {
    const { useCase, gateway } = setup();
    const data = await useCase.consolidated(query({ type: 'Regular' }), NEW, true);
    expect(gateway.calls).toEqual([{ method: 'byCategory', month: '2024-11', waba: '111' }]);
    expect(data.layout).toBe('new');
    expect(data.hasData).toBe(true);
  });

  it('spec 3 §4.5: old consolidated → the old total with the chosen conversation type', async () => {
    const { useCase, gateway } = setup();
    const data = await useCase.consolidated(query({ type: 'FreeTier' }), OLD_PRICING, true);
    expect(gateway.calls).toEqual([
      { method: 'oldSessionTotal', month: '2024-11', waba: '111', type: 'FreeTier' },
    ]);
    expect(data).toMatchObject({ layout: 'old', hasData: true, value: { sessionTotal: 1545 } });
  });

  it('spec 3 §4.2, §8: a failed consolidated call has no data (the values show --)', async () => {
    const { useCase, gateway } = setup();
    gateway.byCategoryResult = failed(gateway.byCategoryResult.value);
    expect((await useCase.consolidated(query(), NEW, true)).hasData).toBe(false);
  });

  it('spec 3 §5.1, §8: the Session metric not allowed → defaults without a call', async () => {
    const { useCase, gateway } = setup();
    const data = await useCase.consolidated(query(), NEW, false);
    const old = await useCase.consolidated(query(), OLD_PRICING, false);
    expect(gateway.calls).toEqual([]);
    expect(data).toMatchObject({ layout: 'new', hasData: false });
    expect(old).toMatchObject({ layout: 'old', hasData: false, value: { sessionTotal: 0 } });
  });

  it('spec 3 §5.1: without a WABA nothing is asked for and nothing is shown', async () => {
    const { useCase, gateway } = setup();
    const noWaba = query({ waba: undefined });
    const consolidated = await useCase.consolidated(noWaba, NEW, true);
    const phone = await useCase.byPhone(noWaba, NEW, 5);
    const daily = await useCase.daily(noWaba, OLD_PRICING, 5);
    expect(gateway.calls).toEqual([]);
    expect(consolidated.hasData).toBe(false);
    expect(phone.rows).toEqual([]);
    expect(daily.rows).toEqual([]);
  });

  it('spec 3 §4.5, §7.1: the tables use the new calls from the pricing-changes date, the old ones (with type) before', async () => {
    const { useCase, gateway } = setup();
    const mixed: PricingMode = { consolidated: 'old', tables: 'new' };
    expect((await useCase.byPhone(query({ type: 'Regular' }), mixed, 5)).layout).toBe('new');
    expect((await useCase.daily(query({ type: 'Regular' }), mixed, -1)).layout).toBe('new');
    expect((await useCase.byPhone(query({ type: 'Regular' }), OLD_PRICING, 5)).layout).toBe('old');
    expect((await useCase.daily(query({ type: 'Regular' }), OLD_PRICING, -1)).layout).toBe('old');
    expect(gateway.calls).toEqual([
      { method: 'monthlyByPhone', month: '2024-11', waba: '111', take: 5 },
      { method: 'daily', month: '2024-11', waba: '111', take: -1 },
      { method: 'oldMonthlyByBot', month: '2024-11', waba: '111', type: 'Regular', take: 5 },
      { method: 'oldDaily', month: '2024-11', waba: '111', type: 'Regular', take: -1 },
    ]);
  });

  it('spec 3 §8: a failed table call is an empty list; issue 14: it says it did not load', async () => {
    const { useCase, gateway } = setup();
    expect((await useCase.byPhone(query(), NEW, 5)).loaded).toBe(true);
    gateway.monthlyResult = failed(gateway.monthlyResult.value);
    gateway.oldDailyResult = failed(gateway.oldDailyResult.value);
    expect(await useCase.byPhone(query(), NEW, 5)).toEqual({ layout: 'new', loaded: false, rows: [] });
    expect(await useCase.daily(query(), OLD_PRICING, 5)).toEqual({ layout: 'old', loaded: false, rows: [] });
  });

  it('spec 3 §2.7: loadBlocks asks only the blocks the page shows and hands each over', async () => {
    const { useCase, gateway } = setup();
    const seen: string[] = [];
    await useCase.loadBlocks(
      query(),
      NEW,
      { consolidated: false, metricAllowed: true, phone: false, daily: true, take: -1 },
      {
        consolidated: () => seen.push('consolidated'),
        phone: () => seen.push('phone'),
        daily: (data) => seen.push(`daily:${data.layout}:${data.rows.length}`),
      },
    );
    expect(seen).toEqual(['daily:new:1']);
    expect(gateway.calls.map((call) => call.method)).toEqual(['daily']);
  });
});
