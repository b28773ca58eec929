import { monthsAfter, yearMonthOf, type YearMonth } from '../calendar';
import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { chatbotConsumption, seedContract, type FakeContract } from '../dataset/revenue.data';
import { meuContract } from '../dataset/revenue.data';
import { notFound } from '../fake-host.error';
import { hasReportData, REPORT_HISTORY_MONTHS } from '../dataset/seed-consumption';
import { firstRows, readReportMonth, readRowTake } from './report-query';
import { collection, requireTenant } from './route-helpers';

/** The new contract ('empty') has no revenue contract: every revenue call is 67. */
function requireContract(context: FakeBackendContext, tenantId: string | undefined): FakeContract {
  requireTenant(context, tenantId);
  if (context.scenario === 'empty') throw notFound('contract rules');
  if (context.scenario === 'meu-contract') {
    return context.slice('revenue-contract-meu', (random, ctx) =>
      meuContract(seedContract(random, ctx.referenceDate)),
    );
  }
  return context.slice('revenue-contract', (random, ctx) => seedContract(random, ctx.referenceDate));
}

/**
 * A month with a consumption report: inside the history (not in the future, not in 'no-data')
 * and not the oldest month (REVENUE_START_DATE), whose report is not out yet.
 */
function hasConsumption(context: FakeBackendContext, value: string, month: YearMonth): boolean {
  const oldest = monthsAfter(yearMonthOf(context.referenceDate), month) === REPORT_HISTORY_MONTHS - 1;
  return hasReportData(context, value) && !oldest;
}

function chatbots(context: FakeBackendContext, value: string, month: YearMonth) {
  if (!hasConsumption(context, value, month)) return [];
  const names = context.data.bots.map((bot) => bot.shortName);
  return chatbotConsumption(context.seed, month, names, context.domains.MSGING_DOMAIN, context.counts.rows);
}

/** Spec 3 §7.5: contract revenue on the billing service (rules, consumption, by chatbot). */
export const revenueRoutes: FakeRouteModule = {
  name: 'revenue',
  register(router, context) {
    const billing = context.addresses.billing;

    router.on(billing, 'get', '/tenants/{tenantId}/contract-rules', ({ params }) => {
      const contract = requireContract(context, params['tenantId']);
      return {
        idContract: contract.idContract,
        metricBaseMIU: contract.metricBaseMIU,
        mainRuleName: contract.mainRuleName,
        contractType: contract.contractType,
        validityContractRuleStart: contract.validityContractRuleStart,
      };
    });

    router.on(billing, 'get', '/tenants/{tenantId}/financial-rules', ({ params, query }) => {
      const contract = requireContract(context, params['tenantId']);
      readReportMonth(query);
      return collection(
        'application/json',
        contract.rules.map((rule) => ({
          idContract: contract.idContract,
          ...rule,
          validityStart: contract.validityContractRuleStart,
          validityEnd: contract.validityEnd,
        })),
      );
    });

    router.on(billing, 'get', '/tenants/{tenantId}/consumption', ({ params, query }) => {
      const contract = requireContract(context, params['tenantId']);
      const { value, month } = readReportMonth(query);
      // §8: 67 is "no data for the month", which the page shows as such.
      if (!hasConsumption(context, value, month)) throw notFound(`consumption of ${value}`);
      const rows = chatbots(context, value, month);
      const sum = (key: 'MAUs' | 'MEUs' | 'MSGs'): number => rows.reduce((total, row) => total + row[key], 0);
      return {
        idContract: contract.idContract,
        MAUs: sum('MAUs'),
        MEUs: sum('MEUs'),
        MSGs: sum('MSGs'),
        activeReport: true,
      };
    });

    router.on(billing, 'get', '/tenants/{tenantId}/application-consumption', ({ params, query }) => {
      const contract = requireContract(context, params['tenantId']);
      const { value, month } = readReportMonth(query);
      const rows = firstRows(chatbots(context, value, month), readRowTake(query)).map((row) => ({
        month: value,
        idContract: contract.idContract,
        botIdentity: row.botIdentity,
        MAUs: row.MAUs,
        MEUs: row.MEUs,
        MSGs: row.MSGs,
        MIUs: row.MAUs,
        activeReport: true,
      }));
      return collection('application/json', rows);
    });
  },
};
