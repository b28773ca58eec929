import { describe, expect, it } from 'vitest';
import type { MembersCounter } from '../../../src/application/tenant/members-counter.port';
import { ContractMembersCountStore } from '../../../src/presentation/shell/contract-members-count.store';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { member } from '../../domain/members/member-fixtures';
import { makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';

/** A portal that answers a count only when told, whether or not the count was aborted meanwhile. */
function heldCounter() {
  const answers: ((count: number) => void)[] = [];
  const counter: MembersCounter = {
    execute: () => new Promise<number>((resolve) => answers.push(resolve)),
  };
  /** Answers the count begun `nth` (0 = the first), with `count`. */
  return { counter, answer: (nth: number, count: number) => answers[nth]?.(count) };
}

function countStore(counter: MembersCounter) {
  const session = new SessionStore(new StaticToggles());
  session.setSession(makeSession({ roleId: 'admin' }));
  return new ContractMembersCountStore(session, counter, new RecordingLogger());
}

const THREE = [
  member({ email: 'a@acme.com' }),
  member({ email: 'b@acme.com' }),
  member({ email: 'c@acme.com' }),
];

describe('ContractMembersCountStore (issue 37 §2, spec 1 §2 Contract card)', () => {
  it('issue 37 §2 (spec 1 §2 Contract card): a count on its way when the list changes never overwrites the newer count', async () => {
    const held = heldCounter();
    const store = countStore(held.counter);
    const counting = store.start();
    store.listed(THREE);
    held.answer(0, 10);
    await counting;
    expect([store.status, store.count]).toEqual(['known', 3]);
  });

  it('issue 37 §2 (spec 1 §2 Contract card): after an invite the count is unknown; a count begun before it is dropped, one begun after is kept', async () => {
    const held = heldCounter();
    const store = countStore(held.counter);
    const stale = store.start();
    store.outdated();
    expect([store.status, store.counting]).toEqual(['idle', true]);
    const fresh = store.start();
    // The newer count answers first; the older one, read before the invite, comes late.
    held.answer(1, 4);
    await fresh;
    held.answer(0, 3);
    await Promise.all([stale, fresh]);
    expect([store.status, store.count]).toEqual(['known', 4]);
  });
});
