import type { FakeBackendContext } from '../backend-context';
import type { FakeMemberRecord, FakeTenantRecord } from '../dataset/fake-data';
import { invalidArgument, notAllowed, notFound } from '../fake-host.error';
import { sameIdentity } from '../identity';

/** A LIME collection resource: what the real services answer to list commands. */
export interface Collection<T> {
  readonly total: number;
  readonly itemType: string;
  readonly items: T[];
}

export function collection<T>(itemType: string, items: T[]): Collection<T> {
  return { total: items.length, itemType, items };
}

/** Only the contract in the frame exists for tenant-scoped routes; anything else is 67. */
export function requireTenant(context: FakeBackendContext, tenantId: string | undefined): FakeTenantRecord {
  const tenant = context.data.tenant;
  if (tenantId === undefined || tenantId.toLowerCase() !== tenant.id.toLowerCase()) {
    throw notFound(`tenant '${tenantId ?? ''}'`);
  }
  return tenant;
}

/** Members as the portal lists them: rejected requests are gone. */
export function listedMembers(context: FakeBackendContext): FakeMemberRecord[] {
  return context.data.members.filter((member) => member.userStatus !== 'Rejected');
}

export function findMember(context: FakeBackendContext, identity: string): FakeMemberRecord | undefined {
  return listedMembers(context).find((member) => sameIdentity(member.userIdentity, identity));
}

/** The caller of every command is the logged user, with the role the backend holds now. */
export function viewerMember(context: FakeBackendContext): FakeMemberRecord | undefined {
  return findMember(context, context.data.loggedUser.identity);
}

/** Spec 1 §6: contract settings (write on tenant-members) are an admin's; anyone else gets 66. */
export function requireAdmin(context: FakeBackendContext, what: string): void {
  if (viewerMember(context)?.roleId !== 'admin') throw notAllowed(`only admins ${what}`);
}

export interface PageWindow {
  readonly skip: number;
  readonly take: number;
}

/** `$skip`/`$take` (defaults 0 and `defaultTake`); negative or non-numeric values are 64. */
export function pageWindow(query: Readonly<Record<string, string>>, defaultTake: number): PageWindow {
  return { skip: readCount(query, '$skip', 0), take: readCount(query, '$take', defaultTake) };
}

/**
 * One page of a paged list. Like the platform, an empty page (past the end) is 67
 * "resource not found": that is what ends member paging at an exact multiple of 100.
 */
export function pageOf<T>(items: readonly T[], window: PageWindow, what: string): T[] {
  const page = items.slice(window.skip, window.skip + window.take);
  if (page.length === 0) throw notFound(`${what} (skip ${window.skip})`);
  return page;
}

function readCount(query: Readonly<Record<string, string>>, key: string, fallback: number): number {
  const raw = query[key];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw.trim())) throw invalidArgument(`${key} must be a non-negative integer`);
  return Number(raw.trim());
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
