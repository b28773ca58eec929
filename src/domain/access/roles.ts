import type { RoleId } from './role';

export interface RoleDescriptor {
  readonly id: RoleId;
  /** i18n key in the 'access' namespace. */
  readonly labelKey: string;
  /** i18n key in the 'access' namespace. */
  readonly descriptionKey: string;
}

/**
 * The three roles with their labels and descriptions (spec 1 §1, §6), most powerful
 * first, as a role picker lists them. English texts: Admin / Editor / Viewer.
 */
export const ROLES: readonly RoleDescriptor[] = [
  { id: 'admin', labelKey: 'roles.admin.label', descriptionKey: 'roles.admin.description' },
  { id: 'member', labelKey: 'roles.member.label', descriptionKey: 'roles.member.description' },
  { id: 'guest', labelKey: 'roles.guest.label', descriptionKey: 'roles.guest.description' },
];

export function roleDescriptor(roleId: RoleId): RoleDescriptor {
  const found = ROLES.find((role) => role.id === roleId);
  if (found === undefined) throw new Error(`Unknown role ${roleId}`);
  return found;
}
