import type { RoleId } from '../access/role';

/** The logged user as the host gives it (spec 1 §3). */
export interface LoggedUser {
  readonly identity: string;
  readonly email: string;
  readonly fullName: string;
  readonly tenantId: string;
  /** Resolved at bootstrap from the portal when the host does not send it. */
  readonly roleId: RoleId | undefined;
  readonly localNode: string;
  readonly culture: string;
  /** extras.lastUsedTenants is a JSON string holding an array of tenant ids. */
  readonly extras: { readonly lastUsedTenants?: string | undefined };
}
