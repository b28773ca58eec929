import type { RoleId } from '../../domain/access/role';

/** GET /tenants/{tenantId}/users/{userIdentity} → roleId (spec 1 §7). */
export const UserRoleGateway = Symbol.for('UserRoleGateway');
export interface UserRoleGateway {
  getRole(tenantId: string, userIdentity: string): Promise<RoleId>;
}
