import type { TenantInfo } from '../../domain/tenant/tenant.entity';
import type { LateCommand } from '../shared/late-answers.port';

/** A contract of the user's list (GET /tenants-mine). */
export interface TenantSummary {
  readonly id: string;
  readonly name: string;
  readonly photoUri?: string | undefined;
}

/** A chatbot the user is the only admin of (the leave check). */
export interface OwnedChatbot {
  readonly shortName: string;
  readonly name: string;
}

/** Contract commands of the portal service (spec 1 §7 'Portal service'). */
export const TenantGateway = Symbol.for('TenantGateway');
export interface TenantGateway {
  /** SET /tenants/{id}, type portal.tenant+json, resource the whole tenant. */
  saveTenant(tenant: TenantInfo): Promise<void>;
  /**
   * What a command answered late saved of contract `tenantId`, when it is that contract's save
   * (saveTenant's command); undefined for any other command.
   */
  savedBy(command: LateCommand, tenantId: string): Pick<TenantInfo, 'name' | 'photoUri'> | undefined;
  /**
   * Whether `command` is contract `tenantId`'s save (its method and URI), even when its resource is
   * not known: after a reload the journal keeps no resource (issue 20 §5).
   */
  savesContract(command: LateCommand, tenantId: string): boolean;
  /** GET /tenants/{tenantId}/unique-admin-applications/{userIdentity} → response.items. */
  listOwnedChatbots(tenantId: string, userIdentity: string): Promise<OwnedChatbot[]>;
  /** GET /tenants-mine → response.items. */
  listMyTenants(): Promise<TenantSummary[]>;
  /** DELETE /tenants/{tenantId}/users/{userIdentity} (leaving the contract). */
  removeUser(tenantId: string, userIdentity: string): Promise<void>;
}
