import { autorun } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_INTERVAL_MS, MemberListStore } from '../../../src/presentation/members/member-list.store';
import { member } from '../../domain/members/member-fixtures';

const me = member({ email: 'me@acme.com', roleId: 'admin' });
const ana = member({ email: 'ana@acme.com', fullName: 'Ana' });
const bo = member({ email: 'bo@acme.com', fullName: 'bo@acme.com', userStatus: 'PendingUser' });
const request = member({ email: 'req@acme.com', fullName: 'Req', userStatus: 'PendingTenant' });

const names = (store: MemberListStore) => store.memberItems.map((item) => item.member.fullName);

describe('MemberListStore (spec 1 §2 Members page, architecture.md §8 progressive rows)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('spec 1 §2: the logged user is excluded; requests are Pending; the rest are Members', () => {
    const store = new MemberListStore(() => me.userIdentity);
    store.beginLoad();
    store.listingCompleted([me, ana, bo, request]);
    expect(store.memberItems.map((item) => item.member)).toEqual([ana, bo]);
    expect(store.pendingItems.map((item) => item.member)).toEqual([request]);
  });

  it('architecture.md §8: the first page shows at once; later pages and accounts are painted in batches', () => {
    const store = new MemberListStore(() => me.userIdentity);
    store.beginLoad();
    store.pageLoaded([me, ana]);
    expect(names(store)).toEqual(['Ana']);
    store.pageLoaded([bo, request]);
    expect(names(store)).toEqual(['Ana']);
    store.accountLoaded(bo.userIdentity, { fullName: 'Bo Lee', email: 'bo@acme.com' });
    expect(store.lookupsDone).toBe(0);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(names(store)).toEqual(['Ana', 'Bo Lee']);
    expect(store.lookupsTotal).toBe(4);
    expect(store.lookupsDone).toBe(1);
    expect(store.lookupsRunning).toBe(true);
    store.lookupsSettled();
    expect(store.lookupsRunning).toBe(false);
  });

  it('an account answer that changes nothing on screen does not notify the table', () => {
    const store = new MemberListStore(() => me.userIdentity);
    store.beginLoad();
    store.listingCompleted([me, ana, bo]);
    const seen: unknown[] = [];
    const stop = autorun(() => seen.push(store.memberItems));
    store.accountLoaded(ana.userIdentity, { fullName: 'Ana', email: 'ana@acme.com' });
    store.flush();
    expect(seen).toHaveLength(1);
    store.accountLoaded(bo.userIdentity, { fullName: 'Bo Lee', email: undefined });
    store.flush();
    expect(seen).toHaveLength(2);
    // Unchanged rows keep their item, so memoised table rows do not re-render.
    expect((seen[1] as typeof store.memberItems)[0]).toBe((seen[0] as typeof store.memberItems)[0]);
    stop();
  });

  it('a reload keeps the rows on screen until the whole new list is in, and keeps merged accounts', () => {
    const store = new MemberListStore(() => me.userIdentity);
    store.beginLoad();
    store.listingCompleted([me, ana, bo]);
    store.accountLoaded(bo.userIdentity, { fullName: 'Bo Lee', email: undefined });
    store.flush();
    store.beginReload();
    store.pageLoaded([me, ana]);
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(names(store)).toEqual(['Ana', 'Bo Lee']);
    store.listingCompleted([me, { ...bo }]);
    expect(names(store)).toEqual(['Bo Lee']);
  });

  it('applyLocally changes or drops the given members (what the backend is known to hold)', () => {
    const store = new MemberListStore(() => me.userIdentity);
    store.beginLoad();
    store.listingCompleted([me, ana, bo, request]);
    store.applyLocally([ana.userIdentity], (m) => ({ ...m, roleId: 'admin' }));
    store.applyLocally([decodeURIComponent(bo.userIdentity)], () => null);
    expect(store.memberItems.map((item) => [item.member.email, item.member.roleId])).toEqual([
      ['ana@acme.com', 'admin'],
    ]);
    expect(store.pendingItems).toHaveLength(1);
  });

  it('architecture.md §8: while the user types, batches wait; they are painted once the hold ends', () => {
    const store = new MemberListStore(() => me.userIdentity);
    store.beginLoad();
    store.listingCompleted([me, ana, bo]);
    store.holdBatches(600);
    store.accountLoaded(bo.userIdentity, { fullName: 'Bo Lee', email: undefined });
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS);
    expect(names(store)).toEqual(['Ana', 'bo@acme.com']);
    vi.advanceTimersByTime(400);
    store.holdBatches(300);
    vi.advanceTimersByTime(250);
    expect(names(store)).toEqual(['Ana', 'bo@acme.com']);
    vi.advanceTimersByTime(100);
    expect(names(store)).toEqual(['Ana', 'Bo Lee']);
  });

  it('dispose drops what was waiting for the next batch', () => {
    const store = new MemberListStore(() => me.userIdentity);
    store.beginLoad();
    store.pageLoaded([me, ana]);
    store.pageLoaded([bo]);
    store.dispose();
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS * 2);
    expect(names(store)).toEqual(['Ana']);
  });
});
