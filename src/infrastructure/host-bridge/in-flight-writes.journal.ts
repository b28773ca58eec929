import {
  MAX_KIND_CHARS,
  MAX_TARGET_CHARS,
  summarizeWrite,
  type WriteSummary,
} from './journaled-write.summary';

/**
 * Writes on their way to the host, kept in the frame's session storage so that they outlive a
 * reload of the frame (issue 13 §1 'host reload mid-action'). The portal may reload the module
 * while a save is on its way; the save's answer then reaches a new document, which only knows it
 * as its own late answer through this journal, and so reads the backend again instead of showing
 * what the portal said before the save landed.
 *
 * The storage belongs to the module's origin: a page of another origin can neither read the ids
 * nor add one, and a reply must still come from the parent window at the host origin.
 *
 * Issue 20 §5, nothing personal left behind: an entry holds only what recognises a late answer
 * (the request's id, its action, the kind and target of the write: journaled-write.summary.ts),
 * never the request's content; entries past their age are removed when the module loads.
 */
export interface JournalStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface JournaledWrite extends WriteSummary {
  readonly id: string;
  readonly action: string;
  /** When it was sent (ms since the epoch). */
  readonly at: number;
}

export const JOURNAL_KEY = 'tenant-admin.in-flight-writes';
/** An answer later than this is not expected: its entry is dropped. */
export const JOURNAL_MAX_AGE_MS = 10 * 60 * 1000;
/** The journal never holds more than this many writes (the oldest go first). */
export const JOURNAL_MAX_ENTRIES = 20;
const MAX_ID_CHARS = 64;
const MAX_ACTION_CHARS = 64;

/**
 * The journal's entries from stored text: anything that is not a list of well-formed, recent
 * entries is left out, so a damaged or hand-edited value yields fewer entries, never an error.
 */
export function parseJournal(text: string | null, now: number): JournaledWrite[] {
  if (text === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries = value.filter((entry): entry is JournaledWrite => isEntry(entry, now));
  // Only the known fields are kept: whatever else a stored entry holds is not read, nor written back.
  return entries
    .slice(-JOURNAL_MAX_ENTRIES)
    .map(({ id, action, kind, target, at }) => ({ id, action, kind, target, at }));
}

function isEntry(entry: unknown, now: number): boolean {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  const { id, action, kind, target, at } = entry as Partial<Record<keyof JournaledWrite, unknown>>;
  return (
    typeof id === 'string' &&
    id !== '' &&
    id.length <= MAX_ID_CHARS &&
    typeof action === 'string' &&
    action !== '' &&
    action.length <= MAX_ACTION_CHARS &&
    typeof at === 'number' &&
    Number.isFinite(at) &&
    at <= now &&
    now - at <= JOURNAL_MAX_AGE_MS &&
    typeof kind === 'string' &&
    kind !== '' &&
    kind.length <= MAX_KIND_CHARS &&
    typeof target === 'string' &&
    target !== '' &&
    target.length <= MAX_TARGET_CHARS
  );
}

/**
 * Session storage may be missing or refuse access (storage blocked for third-party frames): the
 * journal then keeps nothing, and a reload mid-action is handled as before (the answer dropped).
 */
export class InFlightWritesJournal {
  constructor(
    private readonly storage: JournalStorage | null,
    private readonly now: () => number,
  ) {}

  /** The writes this frame sent, in this document or one before it, still unanswered. */
  entries(): JournaledWrite[] {
    try {
      return parseJournal(this.storage?.getItem(JOURNAL_KEY) ?? null, this.now());
    } catch {
      return [];
    }
  }

  /**
   * The entries, once the stored value is cleaned: expired, damaged and unknown entries (and any
   * field beyond an entry's own, such as an older version's request content) are removed from the
   * storage itself, not only left unread. Called when the module loads.
   */
  load(): JournaledWrite[] {
    try {
      const stored = this.storage?.getItem(JOURNAL_KEY) ?? null;
      const entries = parseJournal(stored, this.now());
      if (stored !== null && stored !== JSON.stringify(entries)) this.write(entries);
      return entries;
    } catch {
      return [];
    }
  }

  /** Only the write's summary is stored, never `content` itself. */
  add(id: string, action: string, content: unknown): void {
    const entry: JournaledWrite = { id, action, ...summarizeWrite(action, content), at: this.now() };
    this.write([...this.entries(), entry].slice(-JOURNAL_MAX_ENTRIES));
  }

  remove(id: string): void {
    const entries = this.entries();
    const kept = entries.filter((entry) => entry.id !== id);
    if (kept.length !== entries.length) this.write(kept);
  }

  private write(entries: readonly JournaledWrite[]): void {
    try {
      if (entries.length === 0) this.storage?.removeItem(JOURNAL_KEY);
      else this.storage?.setItem(JOURNAL_KEY, JSON.stringify(entries));
    } catch {
      // Full or refused: the write simply is not journaled.
    }
  }
}
