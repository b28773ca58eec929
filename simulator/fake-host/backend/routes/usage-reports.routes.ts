import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { dayCount, readYearMonth } from '../calendar';
import { applyReportScenario } from '../dataset/report-scenario.data';
import { metricMonthUsage, planItemOf, type MonthUsage } from '../dataset/seed-consumption';
import { FakeHostError, invalidArgument } from '../fake-host.error';
import { LimeReason } from '../lime-reason';
import { agentMonthRows } from './agents-consumption.rows';
import { firstRows, readReportMonth, readRowTake } from './report-query';
import { collection, requireTenant } from './route-helpers';
import { dauByBotRows, dauDailyRows, messageByBotRows, messageDailyRows } from './usage-reports.rows';
import { consolidatedView, dauPlanView, deuPlanView } from './usage-reports.views';

const JSON_ITEMS = 'application/json';

type Query = Readonly<Record<string, string>>;

/** month=YYYY-MM and the reference-date flag are checked as on every report route (64). */
function readMonth(query: Query): string {
  return readReportMonth(query).value;
}

/** §5.1 `$take`: a positive count; absent, 0 or -1 is every row. */
function take<T>(rows: T[], query: Query): T[] {
  return firstRows(rows, readRowTake(query));
}

/** §7.3 metricIdList: ids joined with ';' (required). */
function readMetricIds(query: Query): string[] {
  const ids = (query['metricIdList'] ?? '')
    .split(';')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (ids.length === 0) throw invalidArgument('metricIdList is required');
  return ids;
}

/** §7.2 agents: counted once in the month, at the first ticket. */
function agentUsage(context: FakeBackendContext, month: string): MonthUsage {
  const quantity = planItemOf(context, 'Agent')?.quantity;
  const rows = agentMonthRows(context, month, quantity ?? -1);
  const parsed = readYearMonth(month);
  const dayTotals = new Array<number>(parsed === undefined ? 0 : dayCount(parsed)).fill(0);
  for (const row of rows) {
    const day = new Date(row.firstTicketDate).getUTCDate() - 1;
    dayTotals[day] = (dayTotals[day] ?? 0) + 1;
  }
  return { month, quantity: quantity ?? 0, dayTotals, total: rows.length };
}

/**
 * Usage reports of the billing service (spec 3 §7.2–§7.4): DAU, agents' consolidated
 * objects and the MIU/MEU/DEU message metrics. The agents' list by agent is in
 * agents.routes.ts (agents-consumption.rows.ts), which these totals are counted from.
 */
export const usageReportsRoutes: FakeRouteModule = {
  name: 'usage-reports',
  register(router, context) {
    const billing = context.addresses.billing;
    applyReportScenario(context);

    const dauConsolidated = ({ params, query }: { params: Query; query: Query }) => {
      requireTenant(context, params['tenantId']);
      const month = readMonth(query);
      const usage = metricMonthUsage(context, 'DailyActiveUser', month);
      return { ...consolidatedView(context, 'DailyActiveUser', usage), plan: dauPlanView(context) };
    };
    router.on(billing, 'get', '/tenants/{tenantId}/daily-active-users/summary', dauConsolidated);
    router.on(billing, 'get', '/tenants/{tenantId}/daily-active-users/total', dauConsolidated);

    router.on(
      billing,
      'get',
      '/tenants/{tenantId}/daily-active-users/monthly/by-bot',
      ({ params, query }) => {
        requireTenant(context, params['tenantId']);
        return collection(JSON_ITEMS, take(dauByBotRows(context, readMonth(query)), query));
      },
    );

    router.on(billing, 'get', '/tenants/{tenantId}/daily-active-users/daily', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      return collection(JSON_ITEMS, take(dauDailyRows(context, readMonth(query)), query));
    });

    router.on(billing, 'get', '/tenants/{tenantId}/agents/summary', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const month = readMonth(query);
      return consolidatedView(context, 'Agent', agentUsage(context, month));
    });

    /** The older variant: the consolidated figures without the weeks (§3.4 'Older agent total'). */
    router.on(billing, 'get', '/tenants/{tenantId}/agents/total', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const month = readMonth(query);
      const view = consolidatedView(context, 'Agent', agentUsage(context, month));
      const { metric, total, planUsageRate, exceededPlan, planUsage, startDateReference, endDateReference } =
        view;
      return { metric, total, planUsageRate, exceededPlan, planUsage, startDateReference, endDateReference };
    });

    router.on(billing, 'get', '/tenants/{tenantId}/monthly-message-metrics/summary', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const month = readMonth(query);
      const metricIds = readMetricIds(query);
      const engaged = metricIds.some((id) => id.toLowerCase() === 'dailyengageduser');
      if (engaged && context.scenario === 'failing-metric') {
        throw new FakeHostError(
          LimeReason.GENERAL_ERROR,
          'Internal server error: daily engaged users unavailable',
        );
      }
      const items = metricIds.map((metricId) => {
        const view = consolidatedView(context, metricId, metricMonthUsage(context, metricId, month));
        return metricId.toLowerCase() === 'dailyengageduser' ? { ...view, plan: deuPlanView(context) } : view;
      });
      return collection(JSON_ITEMS, items);
    });

    router.on(
      billing,
      'get',
      '/tenants/{tenantId}/monthly-message-metrics/monthly/by-bot',
      ({ params, query }) => {
        requireTenant(context, params['tenantId']);
        const rows = messageByBotRows(context, readMonth(query), readMetricIds(query));
        return collection(JSON_ITEMS, take(rows, query));
      },
    );

    router.on(billing, 'get', '/tenants/{tenantId}/monthly-message-metrics/daily', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const rows = messageDailyRows(context, readMonth(query), readMetricIds(query));
      return collection(JSON_ITEMS, take(rows, query));
    });
  },
};
