/**
 * Counts the contract's members (spec 1 'Contract card' 'Members'; issue 34 §2). A port, so the
 * home can ask for the count while the code that pages the members (the members' gateway) is
 * not in its first load: it arrives with the first count, after the home has painted.
 */
export const MembersCounter = Symbol.for('MembersCounter');
export interface MembersCounter {
  /** The count; undefined when the signal aborted (never the pages read so far). */
  execute(tenantId: string, signal?: AbortSignal): Promise<number | undefined>;
}
