import { describe, expect, it } from 'vitest';
import { LoadMembersUseCase } from '../../../src/application/members/load-members.use-case';
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

  it('ARCHITECTURE §8: the list resolves before the account lookups end', async () => {
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
