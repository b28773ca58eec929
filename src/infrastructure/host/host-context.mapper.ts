import { isRoleId } from '../../domain/access/role';
import { type LoggedUser } from '../../domain/tenant/logged-user.entity';
import { type CurrentTenant } from '../../domain/tenant/tenant.entity';
import { type Application } from '../../application/shared/host.port';

/**
 * Host answers are data from another window: read field by field, keep only values of
 * the expected type, and refuse answers without the identifying field.
 */
type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(fields: Fields, key: string): string | undefined {
  const value = fields[key];
  return typeof value === 'string' ? value : undefined;
}

export function toLoggedUser(raw: unknown): LoggedUser | null {
  if (!isFields(raw)) return null;
  const identity = text(raw, 'identity');
  if (identity === undefined || identity === '') return null;
  const roleId = raw['roleId'];
  const extras = isFields(raw['extras']) ? raw['extras'] : {};
  const lastUsedTenants = text(extras, 'lastUsedTenants');
  return {
    identity,
    email: text(raw, 'email') ?? '',
    fullName: text(raw, 'fullName') ?? '',
    tenantId: text(raw, 'tenantId') ?? '',
    roleId: isRoleId(roleId) ? roleId : undefined,
    localNode: text(raw, 'localNode') ?? '',
    culture: text(raw, 'culture') ?? '',
    extras: lastUsedTenants === undefined ? {} : { lastUsedTenants },
  };
}

/** The tenant may come flat or with its contract fields under `info` (spec 1 §3). */
export function toCurrentTenant(raw: unknown): CurrentTenant | null {
  if (!isFields(raw)) return null;
  const info = isFields(raw['info']) ? raw['info'] : {};
  const pick = (key: string): string | undefined => text(raw, key) ?? text(info, key);
  const id = pick('id');
  if (id === undefined || id === '') return null;
  return {
    id,
    name: pick('name') ?? '',
    photoUri: pick('photoUri') || undefined,
    creationDate: pick('creationDate') ?? '',
    ownerIdentity: pick('ownerIdentity') ?? '',
    plan: pick('plan') || undefined,
    clusterName: pick('clusterName') ?? '',
  };
}

/** Applications without a shortName cannot be addressed, so they are left out. */
export function toApplications(raw: unknown): Application[] | null {
  const items = Array.isArray(raw) ? raw : isFields(raw) && Array.isArray(raw['items']) ? raw['items'] : null;
  if (items === null) return null;
  const applications: Application[] = [];
  for (const item of items as unknown[]) {
    if (!isFields(item)) continue;
    const shortName = text(item, 'shortName');
    if (shortName === undefined || shortName === '') continue;
    applications.push({ ...item, shortName, name: text(item, 'name') ?? shortName });
  }
  return applications;
}

/**
 * Asked names only; anything but a literal `true` is off. Built with fromEntries so that every
 * name is an own key, even one such as '__proto__' (an assignment would set the prototype).
 */
export function toToggleRecord(raw: unknown, names: readonly string[]): Record<string, boolean> {
  const answer = isFields(raw) ? raw : {};
  return Object.fromEntries(
    names.map((name) => [name, Object.hasOwn(answer, name) && answer[name] === true]),
  );
}

/** The plan may come as its name or as the plan object (spec 1 §7: plan → response.name). */
export function toPlanName(raw: unknown): string | null {
  if (typeof raw === 'string') return raw;
  if (isFields(raw)) return text(raw, 'name') ?? null;
  return null;
}
