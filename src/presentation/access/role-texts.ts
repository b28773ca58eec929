import { ROLE_IDS, type RoleId } from '../../domain/access/role';

export interface RoleTexts {
  readonly id: RoleId;
  /** Keys in the 'access' namespace. English texts: Admin / Editor / Viewer. */
  readonly labelKey: `roles.${RoleId}.label`;
  readonly descriptionKey: `roles.${RoleId}.description`;
}

/** Each role's label and description (spec 1 §1, §6), in the spec's order: guest, member, admin (§4 Edit). */
export const ROLE_TEXTS: readonly RoleTexts[] = ROLE_IDS.map((id) => ({
  id,
  labelKey: `roles.${id}.label`,
  descriptionKey: `roles.${id}.description`,
}));
