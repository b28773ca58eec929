import { describe, expect, it } from 'vitest';
import { LoadMonthProjectionUseCase } from '../../../src/application/reports/load-month-projection.use-case';
import { fixedClock, RecordingLogger } from '../../presentation/shared/fakes';
import { dauDays, deuDays, failed, FakeOverviewGateways, ok } from './plan-overview.fakes';

// March 2025 has 31 days; the 11th: ten days closed.
const TODAY = '2025-03-11T12:00:00Z';

function setup(today = TODAY) {
  const gateways = new FakeOverviewGateways(new Date(today));
  const useCase = new LoadMonthProjectionUseCase(gateways.usage(), fixedClock(today), new RecordingLogger());
  return { gateways, useCase };
}

describe('LoadMonthProjectionUseCase (issue 24 §1)', () => {
  it('issue 24 §1: DAU is projected from its daily rows, one call for the current month', async () => {
    const { gateways, useCase } = setup();
    gateways.dauDaily = ok(dauDays('2025-03', new Array<number>(10).fill(100)));
    const outcome = await useCase.load('acme', '2025-03', 'dau', { quantity: 2000, total: 1000 });
    expect(outcome).toMatchObject({
      kind: 'projected',
      projected: 3100,
      rate: 155,
      crossingDay: '2025-03-20',
    });
    expect(gateways.dailyCalls).toEqual([{ method: 'dauDaily', month: '2025-03' }]);
  });

  it("issue 24 §1: DEU reads each day's DailyEngagedUser entry", async () => {
    const { gateways, useCase } = setup();
    gateways.deuDaily = ok(deuDays('2025-03', [30, 30, 30, 30, 30]));
    const outcome = await useCase.load('acme', '2025-03', 'deu', { quantity: 1500, total: 150 });
    expect(outcome).toMatchObject({ kind: 'projected', projected: 930, rate: 62 });
    expect(gateways.dailyCalls).toEqual([{ method: 'deuDaily', month: '2025-03' }]);
  });

  it('issue 24 §1: agents (counted once each) are held at their consolidated count, no call', async () => {
    const { gateways, useCase } = setup();
    const outcome = await useCase.load('acme', '2025-03', 'agent', { quantity: 20, total: 10 });
    expect(outcome).toEqual({
      kind: 'projected',
      projected: 10,
      rate: 50,
      lastDay: '2025-03-31',
      crossingDay: undefined,
    });
    expect(gateways.dailyCalls).toEqual([]);
    const young = setup('2025-03-03T08:00:00Z');
    expect(await young.useCase.load('acme', '2025-03', 'agent', { quantity: 20, total: 10 })).toEqual({
      kind: 'none',
      reason: 'fewDays',
    });
  });

  it('issue 24 §1: no call and no projection for a past month, an unlimited plan or a month too young', async () => {
    const { gateways, useCase } = setup();
    expect(await useCase.load('acme', '2025-02', 'dau', { quantity: 2000, total: 1000 })).toEqual({
      kind: 'none',
      reason: 'pastMonth',
    });
    expect(await useCase.load('acme', '2025-03', 'deu', { quantity: -1, total: 1000 })).toEqual({
      kind: 'none',
      reason: 'unlimited',
    });
    const young = setup('2025-03-02T08:00:00Z');
    expect(await young.useCase.load('acme', '2025-03', 'dau', { quantity: 2000, total: 10 })).toEqual({
      kind: 'none',
      reason: 'fewDays',
    });
    expect([...gateways.dailyCalls, ...young.gateways.dailyCalls]).toEqual([]);
  });

  it('issue 24 §1: a failed daily call hides the projection alone (undefined), without rejecting', async () => {
    const { gateways, useCase } = setup();
    gateways.dauDaily = failed([]);
    expect(await useCase.load('acme', '2025-03', 'dau', { quantity: 2000, total: 1000 })).toBeUndefined();
  });

  it('issue 24 §1: a rejected daily call is logged and hides the projection, without rejecting', async () => {
    const gateways = new FakeOverviewGateways(new Date(TODAY));
    const logger = new RecordingLogger();
    const usage = { ...gateways.usage(), dauDaily: () => Promise.reject(new Error('bridge down')) };
    const useCase = new LoadMonthProjectionUseCase(usage, fixedClock(TODAY), logger);
    await expect(
      useCase.load('acme', '2025-03', 'dau', { quantity: 2000, total: 1000 }),
    ).resolves.toBeUndefined();
    expect(logger.warnings.map((warning) => warning.message)).toEqual([
      'Month projection: daily call rejected',
    ]);
  });

  it('issue 24 §1: two days of rows on the 3rd are too few days of data', async () => {
    const { gateways, useCase } = setup('2025-03-03T08:00:00Z');
    gateways.dauDaily = ok(dauDays('2025-03', [400, 500]));
    expect(await useCase.load('acme', '2025-03', 'dau', { quantity: 2000, total: 900 })).toEqual({
      kind: 'none',
      reason: 'fewDays',
    });
  });
});
