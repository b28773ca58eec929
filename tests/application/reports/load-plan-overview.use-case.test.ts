import { describe, expect, it } from 'vitest';
import {
  LoadPlanOverviewUseCase,
  planOverviewScope,
  type OverviewResult,
} from '../../../src/application/reports/load-plan-overview.use-case';
import { isReportSuccess } from '../../../src/domain/reports/consumption.entity';
import { fixedClock, RecordingLogger } from '../../presentation/shared/fakes';
import { FakeOverviewGateways, FULL_SUBSCRIPTION } from './plan-overview.fakes';

const TODAY = '2025-03-18T12:00:00Z';
const items = (ids: readonly string[]) => ({
  subscription: ids.map((metricId) => ({
    metricId,
    quantity: 100,
    additionalItemValue: 0,
    allowAdditionalItem: false,
  })),
  isToggleOn: () => false,
});

function setup() {
  const gateways = new FakeOverviewGateways(new Date(TODAY));
  const logger = new RecordingLogger();
  const useCase = new LoadPlanOverviewUseCase(
    gateways.usage(),
    gateways.conversations(),
    fixedClock(TODAY),
    logger,
  );
  return { gateways, logger, useCase };
}

async function loadAll(useCase: LoadPlanOverviewUseCase, subscription: readonly string[], month = '2025-02') {
  const results: OverviewResult[] = [];
  await useCase.load('acme', month, planOverviewScope(items(subscription)), (result) => results.push(result));
  return results;
}

describe('planOverviewScope (spec 3 §2.3 cards, §5.3)', () => {
  it('spec 3 §2.3: a card per allowed metric in layout order, either spelling (§3.2)', () => {
    expect(planOverviewScope(items(FULL_SUBSCRIPTION)).metrics).toEqual([
      'dau',
      'deu',
      'agent',
      'session',
      'miu',
    ]);
    expect(planOverviewScope(items(['session', 'agent'])).metrics).toEqual(['agent', 'session']);
    expect(planOverviewScope(items([])).metrics).toEqual([]);
  });

  it("spec 3 §6, issue 22 §6: an unlimited Agent item has its card only with 'billing-unlimited-agent-consumption' on", () => {
    const unlimited = (toggle: boolean) => ({
      subscription: [{ metricId: 'Agent', quantity: -1, additionalItemValue: 0, allowAdditionalItem: false }],
      isToggleOn: (name: string) => toggle && name === 'billing-unlimited-agent-consumption',
    });
    expect(planOverviewScope(unlimited(false)).metrics).toEqual([]);
    expect(planOverviewScope(unlimited(true)).metrics).toEqual(['agent']);
  });

  it("spec 3 §5.3: the MIU and MEU cards show what their family shows; one exchanged-message item is the MIU card's", () => {
    const both = planOverviewScope(items(['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage']));
    expect(both.metrics).toEqual(['miu', 'meu']);
    expect(both.monthlyUsers.miu).toMatchObject({
      variant: 'mauMsg',
      metricIds: ['MonthlyActiveUser', 'ExchangedMessage'],
    });
    expect(both.monthlyUsers.meu).toMatchObject({ variant: 'meu', metricIds: ['MonthlyEngagedUser'] });
    const meuAndMessages = planOverviewScope(items(['MonthlyEngagedUser', 'ExchangedMessage']));
    expect(meuAndMessages.metrics).toEqual(['meu']);
    expect(meuAndMessages.monthlyUsers.meu.variant).toBe('meuMsg');
  });
});

describe('LoadPlanOverviewUseCase (spec 3 §5.1, §7.1–§7.4, §8)', () => {
  it('spec 3 §5.1: consolidated calls only for the allowed metrics, for the chosen month', async () => {
    const { gateways, useCase } = setup();
    const results = await loadAll(useCase, ['DailyActiveUser', 'Session']);
    expect(gateways.calls.map((call) => `${call.method} ${call.month}`).sort()).toEqual([
      'dauSummary 2025-02',
      'sessionSummary 2025-02',
    ]);
    expect(results.map((result) => result.metric).sort()).toEqual(['dau', 'session']);
  });

  it('spec 3 §7.3: the MIU and MEU summaries get their metric ids; the MEU call leaves out the messages the MIU card shows', async () => {
    const { gateways, useCase } = setup();
    await loadAll(useCase, ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage']);
    const metricIds = gateways.calls.map((call) => call.metricIds);
    expect(metricIds).toContainEqual(['MonthlyActiveUser', 'ExchangedMessage']);
    expect(metricIds).toContainEqual(['MonthlyEngagedUser']);
  });

  it('spec 3 §8: a port that rejects anyway gives its card the default with a failure status, logged', async () => {
    const { gateways, logger, useCase } = setup();
    gateways.rejectDau = true;
    const results = await loadAll(useCase, ['DailyActiveUser', 'Agent']);
    const dau = results.find((result) => result.metric === 'dau');
    expect(dau && isReportSuccess<unknown>(dau.result)).toBe(false);
    expect(dau?.result.value).toMatchObject({ total: 0, planUsageRate: 0 });
    expect(results.find((result) => result.metric === 'agent')?.result.status).toBe('SUCCESS');
    expect(logger.errors).toHaveLength(1);
  });
});
