import { beforeAll, describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import type { MemberAccount } from '../../../src/domain/members/member-account.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import {
  ACCOUNT_LOOKUP_CONCURRENCY,
  accountSchemas,
  MemberAccountsLookup,
} from '../../../src/infrastructure/members/member-accounts.lookup';
import { MembersCommandGateway } from '../../../src/infrastructure/members/members.adapter';
import { member } from '../../domain/members/member-fixtures';
import { appSettings, memoryHost } from '../support/memory-host';

const ACCOUNTS = 'postmaster@account.blip.ai';

// The lookup prefetches the account schema when it is built; these tests count ticks.
beforeAll(() => accountSchemas.get('schemas'));

/** A channel whose answers the test releases by hand, counting what is in flight. */
function controlledChannel() {
  const pending: {
    command: LimeCommand;
    resolve: (value: unknown) => void;
    reject: (error: unknown) => void;
  }[] = [];
  let inFlight = 0;
  let peak = 0;
  const channel: CommandChannel = {
    send: <T>(command: LimeCommand) =>
      new Promise<T>((resolve, reject) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        pending.push({
          command,
          resolve: (value) => {
            inFlight -= 1;
            resolve(value as T);
          },
          reject: (error) => {
            inFlight -= 1;
            reject(error);
          },
        });
      }),
  };
  return { channel, pending, peak: () => peak, inFlight: () => inFlight };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const people = (count: number) =>
  Array.from({ length: count }, (_, i) => member({ email: `p${i}@acme.com` }));

describe('MemberAccountsLookup (spec 1 §7 accounts, architecture.md §8 bounded fan-out)', () => {
  it('architecture.md §8: at most 6 lookups in flight, and each answer is handed over as it arrives', async () => {
    const control = controlledChannel();
    const lookup = new MemberAccountsLookup(control.channel, ACCOUNTS);
    const answers: string[] = [];
    const done = lookup.lookup(people(20), (identity) => answers.push(identity), undefined);
    await tick();
    expect(control.inFlight()).toBe(ACCOUNT_LOOKUP_CONCURRENCY);
    expect(control.pending[0]?.command).toEqual({
      to: ACCOUNTS,
      method: 'get',
      uri: '/accounts/p0%40acme.com',
    });
    control.pending[0]!.resolve({ fullName: 'P Zero', email: 'p0@acme.com' });
    await tick();
    expect(answers).toEqual([people(1)[0]!.userIdentity]);
    expect(control.inFlight()).toBe(ACCOUNT_LOOKUP_CONCURRENCY);
    while (control.pending.some((entry) => entry)) {
      const next = control.pending.shift()!;
      next.resolve({ fullName: 'X', email: 'x@acme.com' });
      await tick();
    }
    await done;
    expect(answers).toHaveLength(20);
    expect(control.peak()).toBe(ACCOUNT_LOOKUP_CONCURRENCY);
  });

  it('spec 1 §8: a failed lookup answers undefined (fallback) and is asked again next time; found ones are kept', async () => {
    let calls = 0;
    const channel: CommandChannel = {
      send: <T>(command: LimeCommand) => {
        calls += 1;
        return command.uri.includes('missing')
          ? Promise.reject(new CommandFailure('command', 'failure', 67, 'not found'))
          : Promise.resolve({ fullName: 'Found', email: 'found@acme.com' } as T);
      },
    };
    const lookup = new MemberAccountsLookup(channel, ACCOUNTS);
    const found = member({ email: 'found@acme.com' });
    const missing = member({ email: 'missing@acme.com' });
    const seen = new Map<string, MemberAccount | undefined>();
    await lookup.lookup([found, missing], (identity, account) => seen.set(identity, account), undefined);
    expect(seen.get(found.userIdentity)).toEqual({ fullName: 'Found', email: 'found@acme.com' });
    expect(seen.has(missing.userIdentity)).toBe(true);
    expect(seen.get(missing.userIdentity)).toBeUndefined();
    await lookup.lookup([found, missing], () => undefined, undefined);
    expect(calls).toBe(3);
  });

  it('an aborted load skips its queued lookups and reports nothing more', async () => {
    const control = controlledChannel();
    const lookup = new MemberAccountsLookup(control.channel, ACCOUNTS);
    const controller = new AbortController();
    const answers: string[] = [];
    const done = lookup.lookup(people(10), (identity) => answers.push(identity), controller.signal);
    await tick();
    controller.abort();
    for (const entry of control.pending.splice(0)) entry.resolve({ fullName: 'X', email: 'x@acme.com' });
    await done;
    expect(answers).toEqual([]);
    expect(control.peak()).toBe(ACCOUNT_LOOKUP_CONCURRENCY);
    expect(control.pending).toHaveLength(0);
  });

  it('a later load waiting for the same account still gets it when the first load was aborted', async () => {
    const control = controlledChannel();
    const lookup = new MemberAccountsLookup(control.channel, ACCOUNTS);
    const first = new AbortController();
    const list = people(8);
    void lookup.lookup(list, () => undefined, first.signal);
    await tick();
    first.abort();
    const answers: string[] = [];
    const second = lookup.lookup(list, (identity, account) => account && answers.push(identity), undefined);
    while (control.pending.length > 0) {
      control.pending.shift()!.resolve({ fullName: 'X', email: 'x@acme.com' });
      await tick();
    }
    await second;
    expect(answers).toHaveLength(8);
  });

  it('spec 1 §7: against the fake backend, invitees without an account fall back and the rest merge', async () => {
    const { host, channel } = memoryHost();
    const gateway = new MembersCommandGateway(channel, appSettings);
    const members = await gateway.listAll(host.state.tenant.id);
    const accounts = new Map<string, MemberAccount | undefined>();
    await gateway.lookupAccounts(members, (identity, account) => accounts.set(identity, account));
    expect(accounts.size).toBe(members.length);
    for (const record of host.state.members) {
      const account = accounts.get(record.userIdentity);
      if (record.hasAccount) expect(account?.email).toBe(record.email);
      else expect(account).toBeUndefined();
    }
  });
});
