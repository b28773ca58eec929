/** The three contract roles (spec 1 §1, §6). 'member' is labelled Editor, 'guest' Viewer. */
export const ROLE_IDS = ['guest', 'member', 'admin'] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'string' && (ROLE_IDS as readonly string[]).includes(value);
}
