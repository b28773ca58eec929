import type { ConversationReportPage } from '../../../application/reports/load-conversation-report.use-case';
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
