import { describe, expect, it } from 'vitest';
import {
  LoadMembersUseCase,
  MEMBER_ACCOUNT_READS,
  type AccountLookupPriority,
} from '../../../src/application/members/load-members.use-case';
import type { MemberAccount } from '../../../src/domain/members/member-account.entity';
import type { Member } from '../../../src/domain/members/member.entity';
import { member } from '../../domain/members/member-fixtures';
import { FakeMembersGateway } from './members-fakes';

function recorder() {
  const pages: string[][] = [];
  const accounts: [string, MemberAccount | undefined][] = [];
  return {
    pages,
    accounts,
    listener: {
      pageLoaded: (page: readonly Member[]) => pages.push(page.map((m) => m.email)),
      accountLoaded: (identity: string, account: MemberAccount | undefined) =>
        accounts.push([identity, account]),
    },
  };
}

describe('LoadMembersUseCase (spec 1 §7 members and accounts)', () => {
  it('hands over each page as it arrives and looks up the accounts of that page', async () => {
    const gateway = new FakeMembersGateway();
    const a = member({ email: 'a@x.com' });
    const b = member({ email: 'b@x.com' });
    const c = member({ email: 'c@x.com' });
    gateway.pages = [[a, b], [c]];
    gateway.accounts.set(b.userIdentity, { fullName: 'Bea', email: 'b@x.com' });
    const spy = recorder();
    const load = await new LoadMembersUseCase(gateway).execute('acme', spy.listener);
    expect(load.members).toEqual([a, b, c]);
    expect(spy.pages).toEqual([['a@x.com', 'b@x.com'], ['c@x.com']]);
    await load.accounts;
    expect(spy.accounts).toEqual([
      [a.userIdentity, undefined],
      [b.userIdentity, { fullName: 'Bea', email: 'b@x.com' }],
      [c.userIdentity, undefined],
    ]);
  });

  it('architecture.md §8: the list resolves before the account lookups end', async () => {
    const gateway = new FakeMembersGateway();
    gateway.pages = [[member({ email: 'a@x.com' }), member({ email: 'b@x.com' })]];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const lookup = gateway.lookupAccounts.bind(gateway);
    gateway.lookupAccounts = async (...args) => {
      await slow;
      return lookup(...args);
    };
    const spy = recorder();
    const load = await new LoadMembersUseCase(gateway).execute('acme', spy.listener);
    expect(load.members).toHaveLength(2);
    expect(spy.accounts).toEqual([]);
    release();
    await load.accounts;
    expect(spy.accounts).toHaveLength(2);
  });

  it('spec 1 §8: a listing failure rejects; an aborted load stops handing pages over', async () => {
    const gateway = new FakeMembersGateway();
    gateway.pages = [[member()]];
    gateway.listError = new Error('down');
    await expect(new LoadMembersUseCase(gateway).execute('acme', recorder().listener)).rejects.toThrow(
      'down',
    );

    const ok = new FakeMembersGateway();
    ok.pages = [[member({ email: 'a@x.com' })], [member({ email: 'b@x.com' })]];
    const controller = new AbortController();
    controller.abort();
    const spy = recorder();
    const load = await new LoadMembersUseCase(ok).execute('acme', spy.listener, controller.signal);
    await load.accounts;
    expect(spy.pages).toEqual([]);
    expect(spy.accounts).toEqual([]);
  });
});

/** A macrotask: the answered lookups' follow-ups (the next ones asked) have all run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LoadMembersUseCase account lookups (issue 34 §4: the rows on screen first)', () => {
  /** Lookups that answer only when the test says, recording the order they were asked in. */
  function heldLookups(gateway: FakeMembersGateway) {
    const asked: string[] = [];
    const answers: (() => void)[] = [];
    gateway.lookupAccounts = (members, onAccount) =>
      new Promise<void>((resolve) => {
        for (const one of members) asked.push(one.email);
        answers.push(() => {
          for (const one of members) onAccount(one.userIdentity, undefined);
          resolve();
        });
      });
    return { asked, answerOne: () => answers.shift()?.() };
  }

  it('issue 34 §4: at most 6 lookups at once, in list order, and the rows on screen go next', async () => {
    const gateway = new FakeMembersGateway();
    const people = Array.from({ length: 20 }, (_, i) => member({ email: `m${i}@x.com` }));
    gateway.pages = [people];
    const lookups = heldLookups(gateway);
    let priority: AccountLookupPriority | undefined;
    const load = await new LoadMembersUseCase(gateway).execute('acme', {
      ...recorder().listener,
      lookupsStarted: (given) => (priority = given),
    });
    expect(lookups.asked).toEqual(people.slice(0, MEMBER_ACCOUNT_READS).map((m) => m.email));
    priority?.prioritize([people[15]!.userIdentity, people[2]!.userIdentity, 'not-listed@blip.ai']);
    lookups.answerOne();
    lookups.answerOne();
    await tick();
    expect(lookups.asked.slice(MEMBER_ACCOUNT_READS)).toEqual(['m15@x.com', 'm6@x.com']);
    for (let i = 0; i < 20; i += 1) {
      lookups.answerOne();
      await tick();
    }
    await load.accounts;
    expect(new Set(lookups.asked).size).toBe(20);
    expect(lookups.asked).toHaveLength(20);
  });

  it('issue 34 §4: an abort stops the lookups not yet asked', async () => {
    const gateway = new FakeMembersGateway();
    gateway.pages = [Array.from({ length: 20 }, (_, i) => member({ email: `m${i}@x.com` }))];
    const lookups = heldLookups(gateway);
    const controller = new AbortController();
    const load = await new LoadMembersUseCase(gateway).execute(
      'acme',
      recorder().listener,
      controller.signal,
    );
    controller.abort();
    lookups.answerOne();
    await load.accounts;
    expect(lookups.asked).toHaveLength(MEMBER_ACCOUNT_READS);
  });
});
