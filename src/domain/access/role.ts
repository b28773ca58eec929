/**
 * The three contract roles (spec 1 §1, §6), in the order a role picker lists them (spec 1 §4 Edit:
 * 'choose a role among guest, member, admin'). 'member' is labelled Editor, 'guest' Viewer.
 */
export const ROLE_IDS = ['guest', 'member', 'admin'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}
