import type { RoleId } from './role';

/** Permission areas of spec 1 §6, checked by the user's roleId. */
export type PermissionArea =
  'tenant-summary' | 'tenant-members' | 'tenant-workspace' | 'tenant-dashboard' | 'tenant-billing';

export const PERMISSION_AREAS: readonly PermissionArea[] = [
  'tenant-summary',
  'tenant-members',
  'tenant-workspace',
  'tenant-dashboard',
  'tenant-billing',
];

type Access = 'none' | 'read' | 'read-write';

/** The matrix of spec 1 §6, row by row (area) and column by column (role). */
const MATRIX: Readonly<Record<PermissionArea, Readonly<Record<RoleId, Access>>>> = {
  'tenant-summary': { admin: 'read-write', member: 'read', guest: 'read' },
  'tenant-members': { admin: 'read-write', member: 'none', guest: 'none' },
  'tenant-workspace': { admin: 'read-write', member: 'read-write', guest: 'read' },
  'tenant-dashboard': { admin: 'read-write', member: 'none', guest: 'none' },
  'tenant-billing': { admin: 'read', member: 'none', guest: 'none' },
};

function accessOf(roleId: RoleId | undefined, area: PermissionArea): Access {
  // An unresolved role grants nothing: the shell must never open a page on a guess.
  return roleId === undefined ? 'none' : MATRIX[area][roleId];
}

export function canView(roleId: RoleId | undefined, area: PermissionArea): boolean {
  return accessOf(roleId, area) !== 'none';
}

export function canEdit(roleId: RoleId | undefined, area: PermissionArea): boolean {
  return accessOf(roleId, area) === 'read-write';
}
