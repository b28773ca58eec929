import type { MonthlyUserFamily } from '../../../application/reports/load-monthly-users.use-case';
import type { RouteId } from '../../../domain/access/private-route';
import { pathOf } from '../../shell/routes/route-lookup';

export type { MonthlyUserFamily };

/** The root page and its two detail pages (spec 3 §2.1, §2.8). */
export type MonthlyUsersScope = 'report' | 'chatbots' | 'daily';

/** What differs between the MIU and MEU reports (spec 3 §2.8); everything else is shared. */
export interface MonthlyUsersDefinition {
  readonly family: MonthlyUserFamily;
  /** The route of each page. */
  readonly routes: Readonly<Record<MonthlyUsersScope, RouteId>>;
  /** Issue 14: the report in a CSV file's name, in English whatever the language. */
  readonly exportName: string;
}

export const MONTHLY_USERS: Readonly<Record<MonthlyUserFamily, MonthlyUsersDefinition>> = {
  miu: {
    family: 'miu',
    routes: { report: 'mauConsumption', chatbots: 'mauConsumptionChatbots', daily: 'mauConsumptionDaily' },
    exportName: 'monthly-active-users',
  },
  meu: {
    family: 'meu',
    routes: { report: 'meuConsumption', chatbots: 'meuConsumptionChatbots', daily: 'meuConsumptionDaily' },
    exportName: 'monthly-engaged-users',
  },
};

/** Spec 3 §2.1: the route of a report's page. */
export function monthlyUsersPath(family: MonthlyUserFamily, scope: MonthlyUsersScope): string {
  return pathOf(MONTHLY_USERS[family].routes[scope]);
}

/** 'mau-consumption-period-changed', 'meu-consumption-daily-period-changed', … */
export function monthlyUsersTrackingAction(family: MonthlyUserFamily, scope: MonthlyUsersScope): string {
  return `${monthlyUsersPath(family, scope).slice(1).replace('/', '-')}-period-changed`;
}
