import type { CommandChannel } from '../../application/shared/command-channel.port';
import type { AccountListener } from '../../application/members/members.port';
import { ConcurrencyLimiter } from '../../application/shared/concurrency-limiter';
import type { MemberAccount } from '../../domain/members/member-account.entity';
import type { Member } from '../../domain/members/member.entity';
import { lazyImport } from '../shared/lazy-import';
import { accountSegment } from './member-uri';

/** The account answer's schema (it carries valibot: lazy-import.ts), loaded beside the first page. */
export const accountSchemas = lazyImport(() => import('./member.schema'));

interface InFlightLookup {
  readonly request: Promise<MemberAccount | undefined>;
  /** The signals of everybody waiting for this account. */
  readonly callers: (AbortSignal | undefined)[];
}

/** architecture.md §8: "say 6 at once" for the per-member fan-out. */
export const ACCOUNT_LOOKUP_CONCURRENCY = 6;

/**
 * Spec 1 §7 'GET accounts/{account name} per member', at most 6 in flight for the whole
 * module. Found accounts are kept for the session (a reload after a role change or a delete
 * does not ask 10,000 times again); failures are not kept, so an invitee who creates an
 * account later is found on the next load.
 */
export class MemberAccountsLookup {
  private readonly limiter = new ConcurrencyLimiter(ACCOUNT_LOOKUP_CONCURRENCY);
  private readonly found = new Map<string, MemberAccount>();
  private readonly inFlight = new Map<string, InFlightLookup>();

  constructor(
    private readonly channel: CommandChannel,
    private readonly accountsAddress: string,
  ) {
    accountSchemas.prefetch();
  }

  async lookup(
    members: readonly Member[],
    onAccount: AccountListener,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    await Promise.all(
      members.map(async (member) => {
        const account = await this.accountOf(member.userIdentity, signal);
        if (signal?.aborted !== true) onAccount(member.userIdentity, account);
      }),
    );
  }

  private accountOf(identity: string, signal: AbortSignal | undefined): Promise<MemberAccount | undefined> {
    const name = accountSegment(identity);
    const known = this.found.get(name);
    if (known !== undefined) return Promise.resolve(known);
    const pending = this.inFlight.get(name);
    if (pending !== undefined) {
      pending.callers.push(signal);
      return pending.request;
    }
    const callers: (AbortSignal | undefined)[] = [signal];
    // A queued lookup nobody waits for any more (its pages were left) is skipped, not sent.
    const wanted = () => callers.some((caller) => caller?.aborted !== true);
    const request = this.limiter
      .run(() => (wanted() ? this.fetch(name) : Promise.resolve(undefined)))
      .finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, { request, callers });
    return request;
  }

  private async fetch(name: string): Promise<MemberAccount | undefined> {
    try {
      const [answer, { readAnswer, MEMBER_ACCOUNT }] = await Promise.all([
        this.channel.send<unknown>({ to: this.accountsAddress, method: 'get', uri: `/accounts/${name}` }),
        accountSchemas.get('account'),
      ]);
      const account = readAnswer(MEMBER_ACCOUNT, answer, 'account');
      this.found.set(name, account);
      return account;
    } catch {
      // Spec 1 §8: a failed lookup is not an error; the member keeps the decoded account name.
      return undefined;
    }
  }
}
