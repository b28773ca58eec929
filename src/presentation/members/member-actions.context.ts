import type { BulkOutcome, MemberAction } from '../../domain/members/member-action.rule';
import type { Texts } from '../shared/texts.port';
import type { UndoOfferPresenter } from '../shared/undo/undo-offer.presenter';
import type { MemberListStore } from './member-list.store';

/** What the tabs' actions need from the page: where to send, what to show, what to reload. */
export interface MemberActionsContext {
  readonly tenantId: string | undefined;
  readonly list: MemberListStore;
  readonly texts: Texts;
  /** Issue 38 §2: the page's Undo bar, offered after a role change. */
  readonly undo: UndoOfferPresenter;
  /** The spec 1 §8 message for the outcome, as a toast. */
  report(action: MemberAction, outcome: BulkOutcome): void;
  /** Spec 1 §4: the list is reloaded after every command, success or failure. */
  reload(): Promise<boolean>;
  /** Spec 1 §8: the reject confirmation (loss of access, cannot be undone). */
  confirmReject(emails: readonly string[]): Promise<boolean>;
}

export const NO_IDS: ReadonlySet<string> = new Set();

/** The selection minus the rows a search hides: actions apply to what the user can see. */
export function visibleSelection(
  selected: ReadonlySet<string>,
  visible: ReadonlySet<string>,
): ReadonlySet<string> {
  if (selected.size === 0) return NO_IDS;
  const kept = new Set<string>();
  for (const id of selected) if (visible.has(id)) kept.add(id);
  return kept.size === selected.size ? selected : kept;
}
