import type { Prng } from '../prng';
import type { FakePerson } from './fake-data';
import { NAME_POOLS, slug, type NamePool } from './names';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Unique people: e-mails never repeat within one dataset (members, agents, invitees). */
export class PeopleFactory {
  private readonly usedEmails = new Set<string>();

  constructor(private readonly random: Prng) {}

  /** Mostly Brazilian, then English and Spanish speakers, as on a Brazilian platform. */
  person(pool: NamePool = this.pickPool()): FakePerson {
    const first = this.random.pick(pool.first);
    const last = this.random.pick(pool.last);
    const local = `${slug(first)}.${slug(last)}`;
    const domain = this.random.pick(pool.mailDomains);
    let email = `${local}@${domain}`;
    for (let n = 2; this.usedEmails.has(email); n += 1) email = `${local}${n}@${domain}`;
    this.usedEmails.add(email);
    return { fullName: `${first} ${last}`, email, culture: pool.culture };
  }

  /** Marks an address as taken (the logged user, invitees added later). */
  reserve(email: string): void {
    this.usedEmails.add(email.toLowerCase());
  }

  private pickPool(): NamePool {
    const roll = this.random.next();
    const index = roll < 0.6 ? 0 : roll < 0.85 ? 1 : 2;
    return NAME_POOLS[index] ?? (NAME_POOLS[0] as NamePool);
  }
}

/** An ISO instant between `minDays` and `maxDays` days before `reference`, at a random time. */
export function daysBefore(reference: Date, random: Prng, minDays: number, maxDays: number): string {
  const days = random.int(minDays, maxDays);
  const millis = random.int(0, DAY_MS - 1);
  return new Date(reference.getTime() - days * DAY_MS - millis).toISOString();
}

/** An ISO instant in the reference month, not after `reference`. */
export function inReferenceMonth(reference: Date, random: Prng): string {
  const start = Date.UTC(reference.getUTCFullYear(), reference.getUTCMonth(), 1);
  const span = Math.max(1, reference.getTime() - start);
  return new Date(start + Math.floor(random.next() * span)).toISOString();
}
