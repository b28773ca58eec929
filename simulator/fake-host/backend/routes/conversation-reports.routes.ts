import { dayText, monthsAfter, readYearMonth, weeksOf, type YearMonth } from '../calendar';
import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { wabaCount } from '../dataset/conversation-scenarios';
import {
  businessInitiatedOf,
  dayConversations,
  seedWabas,
  sumCounts,
  userInitiatedOf,
  type ConversationCounts,
  type FakeWaba,
} from '../dataset/conversation-reports.data';
import { simulatorReportDates } from '../dataset/report-dates';
import { dataDayCount } from '../dataset/seed-consumption';
import { invalidArgument, notFound } from '../fake-host.error';
import { derivePrng } from '../prng';
import { firstRows, readReportMonth, readRowTake } from './report-query';
import type { RouteRequest } from '../fake-router';
import {
  byCategoryView,
  CONVERSATION_TYPES,
  midnight,
  oldSessions,
  sessionSummaryView,
  type ConversationType,
} from './conversation-reports.views';
import { collection, requireTenant } from './route-helpers';

const SESSIONS = '/tenants/{tenantId}/whatsapp-sessions';

function wabasOf(context: FakeBackendContext): readonly FakeWaba[] {
  return context.slice('conversation-reports', (random, ctx) => seedWabas(random, wabaCount(ctx.scenario)));
}

function requireWaba(context: FakeBackendContext, id: string | undefined): FakeWaba {
  const waba = wabasOf(context).find((candidate) => candidate.id === id);
  if (waba === undefined) throw notFound(`WABA '${id ?? ''}'`);
  return waba;
}

function requireType(raw: string | undefined): ConversationType {
  const type = CONVERSATION_TYPES.find((candidate) => candidate === raw);
  if (type === undefined) throw invalidArgument(`conversationType must be ${CONVERSATION_TYPES.join(', ')}`);
  return type;
}

function since(month: YearMonth, setting: string): boolean {
  const start = readYearMonth(setting);
  return start !== undefined && monthsAfter(month, start) >= 0;
}

/** One request's month, checked, and the day-by-day conversations of a phone number in it. */
function reportMonth(context: FakeBackendContext, request: RouteRequest) {
  requireTenant(context, request.params['tenantId']);
  const { value, month } = readReportMonth(request.query);
  const consolidated = simulatorReportDates(
    context.referenceDate,
  ).WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE;
  const withLite = since(month, consolidated);
  // Months outside the history, the future and scenario 'no-data' have no days (zeros, SUCCESS).
  const days = Array.from({ length: dataDayCount(context, value) }, (_, i) => dayText(month, i + 1));
  const byPhone = new Map<string, ConversationCounts[]>();
  const phoneDays = (phone: string): ConversationCounts[] => {
    let counts = byPhone.get(phone);
    if (counts === undefined) {
      counts = days.map((day) => dayConversations(context.seed, phone, day, withLite));
      byPhone.set(phone, counts);
    }
    return counts;
  };
  const wabaDay = (waba: FakeWaba, index: number): ConversationCounts =>
    sumCounts(waba.phoneNumbers.map((phone) => phoneDays(phone)[index] as ConversationCounts));
  return { month, days, phoneDays, wabaDay, isConsolidatedStart: value === consolidated };
}

/** Spec 3 §7.1: conversations over the messaging app (WhatsApp), on the billing service. */
export const conversationReportsRoutes: FakeRouteModule = {
  name: 'conversation-reports',
  register(router, context) {
    const billing = context.addresses.billing;

    router.on(billing, 'get', '/tenants/{tenantId}/wabas', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      readReportMonth(query);
      return collection(
        'text/plain',
        wabasOf(context).map((waba) => waba.id),
      );
    });

    router.on(billing, 'get', `${SESSIONS}/summary`, (request) => {
      const { month, days, wabaDay } = reportMonth(context, request);
      const perDay = days.map((_, index) => sumCounts(wabasOf(context).map((waba) => wabaDay(waba, index))));
      return sessionSummaryView(month, days, perDay);
    });

    router.on(billing, 'get', `${SESSIONS}/{waba}/by-category`, (request) => {
      const { days, wabaDay, isConsolidatedStart } = reportMonth(context, request);
      const waba = requireWaba(context, request.params['waba']);
      const counts = sumCounts(days.map((_, index) => wabaDay(waba, index)));
      // The first consolidated month still bills a few conversations at the old prices.
      const random = derivePrng(context.seed, `old-pricing:${waba.id}:${days[0] ?? ''}`);
      const carriedOver =
        isConsolidatedStart && days.length > 0
          ? { sessionByCompany: random.int(5, 40), sessionByUser: random.int(5, 40) }
          : { sessionByCompany: 0, sessionByUser: 0 };
      return byCategoryView(counts, carriedOver);
    });

    router.on(billing, 'get', `${SESSIONS}/{conversationType}/{waba}/total`, (request) => {
      const { month, days, wabaDay } = reportMonth(context, request);
      const type = requireType(request.params['conversationType']);
      const waba = requireWaba(context, request.params['waba']);
      const total = sumCounts(days.map((_, index) => wabaDay(waba, index)));
      const weeks = weeksOf(month);
      return {
        ...oldSessions(total, type),
        startDateReference: midnight(weeks[0]?.start ?? ''),
        endDateReference: midnight(weeks[weeks.length - 1]?.end ?? ''),
      };
    });

    router.on(billing, 'get', `${SESSIONS}/{conversationType}/{waba}/monthly/by-bot`, (request) => {
      const { phoneDays } = reportMonth(context, request);
      const type = requireType(request.params['conversationType']);
      const waba = requireWaba(context, request.params['waba']);
      const rows = waba.phoneNumbers
        .map((phoneNumber) => {
          const { sessionByUser, sessionByCompany } = oldSessions(sumCounts(phoneDays(phoneNumber)), type);
          return { phoneNumber, sessionByUser, sessionByCompany };
        })
        .sort((a, b) => b.sessionByUser + b.sessionByCompany - (a.sessionByUser + a.sessionByCompany));
      return collection('application/json', firstRows(rows, readRowTake(request.query)));
    });

    router.on(billing, 'get', `${SESSIONS}/monthly/{waba}/by-phone-number`, (request) => {
      const { phoneDays } = reportMonth(context, request);
      const waba = requireWaba(context, request.params['waba']);
      const rows = waba.phoneNumbers
        .map((phoneNumber) => {
          const counts = sumCounts(phoneDays(phoneNumber));
          return {
            phoneNumber,
            businessInitiated: businessInitiatedOf(counts),
            userInitiated: userInitiatedOf(counts),
          };
        })
        .sort(
          (a, b) =>
            b.businessInitiated.total +
            b.userInitiated.total -
            (a.businessInitiated.total + a.userInitiated.total),
        );
      return collection('application/json', firstRows(rows, readRowTake(request.query)));
    });

    router.on(billing, 'get', `${SESSIONS}/{conversationType}/{waba}/daily`, (request) => {
      const { days, wabaDay } = reportMonth(context, request);
      const type = requireType(request.params['conversationType']);
      const waba = requireWaba(context, request.params['waba']);
      const rows = days
        .map((day, index) => ({ dateReference: midnight(day), ...oldSessions(wabaDay(waba, index), type) }))
        .reverse();
      return collection('application/json', firstRows(rows, readRowTake(request.query)));
    });

    router.on(billing, 'get', `${SESSIONS}/{waba}/daily`, (request) => {
      const { days, wabaDay } = reportMonth(context, request);
      const waba = requireWaba(context, request.params['waba']);
      const rows = days
        .map((day, index) => {
          const counts = wabaDay(waba, index);
          return {
            dateReference: midnight(day),
            businessInitiated: businessInitiatedOf(counts),
            userInitiated: userInitiatedOf(counts),
          };
        })
        .reverse();
      return collection('application/json', firstRows(rows, readRowTake(request.query)));
    });
  },
};
