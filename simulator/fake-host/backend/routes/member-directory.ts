import type { FakeBackendContext } from '../backend-context';
import type { FakeAgentRecord, FakeMemberRecord } from '../dataset/fake-data';
import { accountNameOf, identityKey } from '../identity';

type Person = FakeMemberRecord | FakeAgentRecord;

/** A record and where it sat when indexed: a hit is trusted only while it is still there. */
interface Entry<T> {
  readonly record: T;
  readonly list: readonly T[];
  readonly position: number;
}

interface Index {
  readonly membersLength: number;
  readonly agentsLength: number;
  readonly byIdentity: Map<string, Entry<FakeMemberRecord>>;
  readonly byAccount: Map<string, Entry<Person>>;
}

/**
 * Member and account look-ups by key instead of a scan of every record: 10,000 members
 * each looked up once would otherwise cost 10,000² identity decodings. The index is rebuilt
 * when the lists grow or shrink, or when a hit has moved or changed (an invitation that
 * replaced a rejected request keeps the length; a request can be rejected in place).
 */
export class MemberDirectory {
  private index: Index | undefined;

  constructor(private readonly context: FakeBackendContext) {}

  /** A member still in the contract (rejected requests have left it). */
  member(identity: string): FakeMemberRecord | undefined {
    const key = identityKey(identity);
    const hit = this.current().byIdentity.get(key);
    if (hit === undefined || isValid(hit, isListedMember)) return hit?.record;
    return this.rebuilt().byIdentity.get(key)?.record;
  }

  /** Whoever has a platform account under that name or identity: members first, then agents. */
  account(nameOrIdentity: string): Person | undefined {
    const key = identityKey(nameOrIdentity);
    const hit = this.current().byAccount.get(key);
    if (hit === undefined || isValid(hit, hasAccount)) return hit?.record;
    return this.rebuilt().byAccount.get(key)?.record;
  }

  private current(): Index {
    const { members, agents } = this.context.data;
    const index = this.index;
    const fresh =
      index !== undefined && index.membersLength === members.length && index.agentsLength === agents.length;
    return fresh ? index : this.rebuilt();
  }

  private rebuilt(): Index {
    const { members, agents } = this.context.data;
    const byIdentity = new Map<string, Entry<FakeMemberRecord>>();
    const byAccount = new Map<string, Entry<Person>>();
    members.forEach((record, position) => {
      const key = identityKey(record.userIdentity);
      const entry = { record, list: members, position };
      if (isListedMember(record)) byIdentity.set(key, entry);
      if (hasAccount(record)) addAliases(byAccount, key, entry);
    });
    agents.forEach((record, position) => {
      if (hasAccount(record))
        addAliases(byAccount, identityKey(record.userIdentity), { record, list: agents, position });
    });
    this.index = { membersLength: members.length, agentsLength: agents.length, byIdentity, byAccount };
    return this.index;
  }
}

function addAliases(map: Map<string, Entry<Person>>, key: string, entry: Entry<Person>): void {
  for (const alias of [key, accountNameOf(key)]) if (!map.has(alias)) map.set(alias, entry);
}

function isValid<T>(entry: Entry<T>, still: (record: T) => boolean): boolean {
  return entry.list[entry.position] === entry.record && still(entry.record);
}

function isListedMember(member: FakeMemberRecord): boolean {
  return member.userStatus !== 'Rejected';
}

function hasAccount(person: Person): boolean {
  return 'hasAccount' in person ? person.hasAccount : person.userStatus === 'Accepted';
}
