import { injectable } from 'inversify';
import {
  DEFAULT_CONVERSATION_TYPE,
  type ConversationType,
} from '../../../domain/reports/conversation.entity';

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
