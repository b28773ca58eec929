import type {
  ConversationBlocks,
  ConversationReportPage,
} from '../../../application/reports/load-conversation-report.use-case';
import { ALL_ROWS, SUMMARY_ROWS } from '../shared/ReportTable.view';
import { REPORTS_ROOT } from '../shared/use-report-header';
import { pathOf } from '../../shell/routes/route-lookup';

/** The report page itself, or one of its detail pages (spec 3 §2.7, §2.12). */
export type ConversationPageKind = 'overview' | 'monthly' | 'daily';

export interface ConversationPageConfig {
  readonly page: ConversationReportPage;
  readonly kind: ConversationPageKind;
}

export interface ConversationPaths {
  readonly root: string;
  readonly monthly: string;
  readonly daily: string;
  /** Where the report page's header goes back to (its detail pages go back to `root`). */
  readonly back: string;
}

/** Spec 3 §2.1, §2.2, §2.12: the newer report hangs under the Usage report; the legacy one under the home. */
const PATHS: Readonly<Record<ConversationReportPage, ConversationPaths>> = {
  current: {
    root: pathOf('sessionConsumption'),
    monthly: pathOf('sessionConsumptionMonthly'),
    daily: pathOf('sessionConsumptionDaily'),
    back: REPORTS_ROOT,
  },
  legacy: {
    root: pathOf('oldSessionConsumption'),
    monthly: pathOf('oldSessionConsumptionMonthly'),
    daily: pathOf('oldSessionConsumptionDaily'),
    back: pathOf('home'),
  },
};

export function conversationPaths(page: ConversationReportPage): ConversationPaths {
  return PATHS[page];
}

/** The header's back link: a detail page goes back to its report (spec 3 §2.2, §2.12). */
export function backLinkOf(config: ConversationPageConfig): string {
  const paths = conversationPaths(config.page);
  return config.kind === 'overview' ? paths.back : paths.root;
}

/**
 * Spec 3 §2.7: the per-phone monthly table shows only with this toggle on. Of the two names
 * §9 lists, this one names the per-phone ('by-bot') breakdown; 'billing-session-consumption' is
 * the legacy page's route toggle.
 */
export const PHONE_TABLE_TOGGLE = 'billing-session-consumption-by-bot';

/**
 * Spec 3 §2.7, §5.1: the blocks a page shows and asks for — the report all of them (the
 * per-phone table with its toggle) with 5 rows a table, a detail page its own table in full.
 */
export function pageBlocks(
  kind: ConversationPageKind,
  phoneToggleOn: boolean,
  metricAllowed: boolean,
): ConversationBlocks {
  const overview = kind === 'overview';
  return {
    consolidated: overview,
    metricAllowed,
    phone: kind === 'monthly' || (overview && phoneToggleOn),
    daily: kind !== 'monthly',
    take: overview ? SUMMARY_ROWS : ALL_ROWS,
  };
}
