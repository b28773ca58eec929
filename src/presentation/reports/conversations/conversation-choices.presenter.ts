import { observableRef } from 'mobx';
import {
  CONVERSATION_TYPES,
  type ConversationType,
  type WabaListing,
} from '../../../domain/reports/conversation.entity';
import type { ConversationTab } from './conversation-rows';
import { type ConversationFilterStore, type ConversationsQueryState } from './conversation-filter.store';
import { WabaFilter } from './waba-filter.presenter';
import { makeObservableState } from '../../shared/observable-state';

export type ConversationTableKind = 'phone' | 'daily';

/**
 * What the person chose on the conversation report (spec 3 §2.7): the WABA, the conversation
 * type and each table's tab. WABA and type are remembered for the session; all of them can come
 * from a shared or reloaded URL (issue 14). Each change says whether the month's data must be
 * read again; tracking it is the presenter's business.
 */
export class ConversationChoices {
  readonly wabaFilter = new WabaFilter();
  conversationType: ConversationType;
  tabs: Readonly<Record<ConversationTableKind, ConversationTab>> = { phone: 'business', daily: 'business' };

  constructor(private readonly filters: ConversationFilterStore) {
    this.conversationType = filters.type;
    makeObservableState(this, { tabs: observableRef });
  }

  /** The first WABA is the default; the session's choice is kept when it is listed. */
  wabasListed(listing: WabaListing): void {
    this.wabaFilter.listed(listing, this.filters.waba);
  }

  /** true when the WABA changed (a listed one, not the current one). */
  selectWaba(waba: string): boolean {
    if (!this.wabaFilter.select(waba)) return false;
    this.filters.rememberWaba(waba);
    return true;
  }

  /** true when the type changed (a known one, not the current one). */
  selectType(type: ConversationType): boolean {
    if (type === this.conversationType || !CONVERSATION_TYPES.includes(type)) return false;
    this.conversationType = type;
    this.filters.rememberType(type);
    return true;
  }

  /** The table's new tab, or undefined when it did not change. */
  selectTab(kind: ConversationTableKind, tab: string): ConversationTab | undefined {
    const next = tab === 'user' ? 'user' : 'business';
    if (this.tabs[kind] === next) return undefined;
    this.tabs = { ...this.tabs, [kind]: next };
    return next;
  }

  /**
   * The URL's choices. Before the WABAs are listed they are what the first load asks for; later
   * (the URL changed under the page) true when a changed filter means reading the month again.
   */
  restore(state: ConversationsQueryState): boolean {
    this.tabs = { phone: state.phoneTab, daily: state.dailyTab };
    const waba = state.waba === '' ? this.wabaFilter.wabas[0] : state.waba;
    if (waba !== undefined) this.filters.rememberWaba(waba);
    this.filters.rememberType(state.type);
    const typeChanged = state.type !== this.conversationType;
    this.conversationType = state.type;
    const wabaChanged = waba !== undefined && this.wabaFilter.select(waba);
    return this.wabaFilter.loaded && (typeChanged || wabaChanged);
  }
}
