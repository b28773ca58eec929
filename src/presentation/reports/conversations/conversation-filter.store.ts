import { injectable } from 'inversify';
import {
  DEFAULT_CONVERSATION_TYPE,
  type ConversationType,
} from '../../../domain/reports/conversation.entity';
import type { ConversationTab } from './conversation-rows';

/** A conversation page's filters and tabs as a shared or reloaded URL gives them (issue 14). */
export interface ConversationsQueryState {
  /** '' is the default: the first WABA listed (spec 3 §2.7). */
  readonly waba: string;
  readonly type: ConversationType;
  readonly phoneTab: ConversationTab;
  readonly dailyTab: ConversationTab;
}

/**
 * The WABA and conversation type last chosen on a conversation page, kept for the session so
 * that 'Show details' and the back link show the same selection (as ReportMonthStore does for
 * the month). A remembered WABA that is no longer listed gives way to the first one (§2.7).
 */
@injectable()
export class ConversationFilterStore {
  waba: string | undefined = undefined;
  type: ConversationType = DEFAULT_CONVERSATION_TYPE;

  rememberWaba(waba: string): void {
    this.waba = waba;
  }

  rememberType(type: ConversationType): void {
    this.type = type;
  }
}
