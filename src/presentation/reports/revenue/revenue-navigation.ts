import { pathOf } from '../../shell/routes/route-lookup';

/** Spec 3 §2.1: the contract page and its chatbots detail. */
export const REVENUE_PATH = pathOf('revenue');
export const REVENUE_CHATBOTS_PATH = pathOf('revenueChatbots');
/** Issue 14: the chatbots table in a CSV file's name ('revenue-by-chatbot-2026-10.csv'). */
export const REVENUE_CHATBOTS_EXPORT_NAME = 'revenue-by-chatbot';

/** The navigation state the contract page's 'Show details' link carries (spec 3 §2.9 back target). */
export interface RevenueDetailsState {
  readonly from: typeof REVENUE_PATH;
}

export function revenueDetailsState(): RevenueDetailsState {
  return { from: REVENUE_PATH };
}

/** Whether a location's state says the page was opened from the contract page. */
export function openedFromContractPage(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<RevenueDetailsState>).from === REVENUE_PATH
  );
}
