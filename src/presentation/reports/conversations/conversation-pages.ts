import type { ConversationReportPage } from '../../../application/reports/load-conversation-report.use-case';
import { REPORTS_ROOT } from '../shared/use-report-header';

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

/** Spec 3 §2.1, §2.2, §2.12: the newer report hangs under /data-consumption; the legacy one under '/'. */
const PATHS: Readonly<Record<ConversationReportPage, ConversationPaths>> = {
  current: {
    root: '/session-consumption',
    monthly: '/session-consumption/monthly',
    daily: '/session-consumption/daily',
    back: REPORTS_ROOT,
  },
  legacy: {
    root: '/old-session-consumption',
    monthly: '/old-session-consumption/monthly',
    daily: '/old-session-consumption/daily',
    back: '/',
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
