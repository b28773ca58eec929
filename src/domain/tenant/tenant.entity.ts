/** Contract information (spec 1 §3 Tenant.info). */
export interface TenantInfo {
  readonly id: string;
  readonly name: string;
  readonly photoUri: string | undefined;
  /** ISO date-time string. */
  readonly creationDate: string;
  readonly ownerIdentity: string;
  readonly plan: string | undefined;
}

/** The current tenant context from the host: the contract plus the cluster it runs on. */
export interface CurrentTenant extends TenantInfo {
  readonly clusterName: string;
}
