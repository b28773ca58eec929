import { describe, expect, it } from 'vitest';
import { LoadRevenueUseCase } from '../../../src/application/reports/load-revenue.use-case';
import { emptyContractRules } from '../../../src/domain/reports/revenue.entity';
import { FakeRevenueGateway, contractRules, failure, noData, ok } from './revenue.fakes';

function setup() {
  const gateway = new FakeRevenueGateway();
  return { gateway, load: new LoadRevenueUseCase(gateway) };
}

describe('LoadRevenueUseCase (spec 3 §2.9, §3.9, §7.5, §8, §9)', () => {
  it('spec 3 §2.9/§9: the contract page asks the rules, the month, and the top 3 chatbots together', async () => {
    const { load, gateway } = setup();
    const overview = await load.overview('acme', '2024-04', true);
    expect(gateway.calls).toEqual([
      { method: 'contractRules' },
      { method: 'financialRules', month: '2024-04' },
      { method: 'monthlyConsumption', month: '2024-04' },
      { method: 'applicationConsumption', month: '2024-04', take: 3 },
    ]);
    expect(overview.contract).toMatchObject({
      succeeded: true,
      contractId: '4242',
      miu: 'MAUs',
      planBase: 1500,
      cards: { miu: true, msg: true },
    });
    expect(overview.figures).toEqual({ state: 'data', consumption: 3456, messages: 45678 });
    expect(overview.chatbots.map((row) => [row.name, row.consumption, row.messages])).toEqual([
      ['sales@msging.net', 2000, 30000],
      ['support@msging.net', 1000, 10000],
      ['faq@msging.net', 456, 5678],
    ]);
  });

  it('spec 3 §3.9/§9: reference values in step order, with their range and calculation kinds', async () => {
    const { load } = setup();
    const { contract } = await load.overview('acme', '2024-04', true);
    expect(
      contract.referenceValues.map((value) => [
        value.stepRule,
        value.type,
        value.range.kind,
        value.calculation.kind,
      ]),
    ).toEqual([
      [1, 'MAU', 'range', 'fixed'],
      [2, 'MAU', 'range', 'perUser'],
      [3, 'MAU', 'startsFrom', 'perUserPlusFixed'],
      [4, 'MSG', 'range', 'perUser'],
    ]);
  });

  it("spec 3 §3.9: an MEU contract shows MEUs as its consumption ('MEUs')", async () => {
    const { load, gateway } = setup();
    gateway.rulesResult = ok(contractRules({ metricBaseMIU: 'meu' }));
    const overview = await load.overview('acme', '2024-04', true);
    expect(overview.contract.miu).toBe('MEUs');
    expect(overview.figures.consumption).toBe(1234);
    expect(overview.chatbots[0]?.consumption).toBe(900);
  });

  it("spec 3 §8: reason code 67 is 'noData', any other failure 'error'", async () => {
    const { load, gateway } = setup();
    gateway.consumptionResult = noData;
    expect((await load.overview('acme', '2024-04', true)).figures.state).toBe('noData');
    gateway.consumptionResult = () =>
      failure({ idContract: '', MAUs: 0, MEUs: 0, MSGs: 0, activeReport: false });
    expect((await load.overview('acme', '2024-04', true)).figures.state).toBe('error');
  });

  it('spec 3 §4.7: a month showing the "data from the 2nd" message asks no consumption and no chatbots', async () => {
    const { load, gateway } = setup();
    const overview = await load.overview('acme', '2024-05', false);
    expect(gateway.calls.map((call) => call.method)).toEqual(['contractRules', 'financialRules']);
    expect(overview.figures.state).toBe('notAsked');
    expect(overview.chatbots).toEqual([]);
  });

  it('spec 3 §8: failed contract rules are not a success; no cards, no miu', async () => {
    const { load, gateway } = setup();
    gateway.rulesResult = failure(emptyContractRules());
    const { contract } = await load.overview('acme', '2024-04', true);
    expect(contract).toMatchObject({ succeeded: false, miu: '', cards: { miu: false, msg: false } });
  });

  it('spec 3 §9: /revenue/chatbots asks up to 10000 chatbots and the contract (for its miu)', async () => {
    const { load, gateway } = setup();
    const result = await load.chatbots('acme', '2024-04', true);
    expect(gateway.calls).toEqual([
      { method: 'contractRules' },
      { method: 'applicationConsumption', month: '2024-04', take: 10000 },
    ]);
    expect(result.rows).toHaveLength(3);
    expect(result.loaded).toBe(true);
    expect(result.contract.miu).toBe('MAUs');
  });

  it('issue 14: a failed chatbots call has no rows and says it did not load; not asking it is no failure', async () => {
    const { load, gateway } = setup();
    gateway.chatbotsFail = true;
    expect(await load.chatbots('acme', '2024-04', true)).toMatchObject({ loaded: false, rows: [] });
    expect(await load.chatbots('acme', '2024-04', false)).toMatchObject({ loaded: true, rows: [] });
  });
});
