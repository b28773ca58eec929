import type { RoleId } from './role';

/** The three roles, most powerful first, as a role picker lists them (spec 1 §1, §6). */
export const ROLES: readonly RoleId[] = ['admin', 'member', 'guest'];
