import type { AgentRecord } from '../../domain/agents/agent.entity';

export interface ListAgentsOptions {
  /** Each page's agents, in page order, as it arrives (issue 34 §2: rows before paging ends). */
  readonly onPage?: ((agents: readonly AgentRecord[]) => void) | undefined;
  /** Stops asking for pages; what was gathered is returned. */
  readonly signal?: AbortSignal | undefined;
}

/** Help-desk agents on the portal service (spec 1 §7 'Portal service'). */
export const AgentsGateway = Symbol.for('AgentsGateway');
export interface AgentsGateway {
  /**
   * Pages of TENANT_AGENTS_PAGE_SIZE while the accumulated count is an exact multiple of it
   * (spec 1 §5); resource-not-found (67) ends with what was gathered, so a contract without
   * agents is an empty list (spec 1 §8); other failures reject. Pages are asked a bounded
   * window ahead (issue 34 §3), taken in order.
   */
  listAll(tenantId: string, options?: ListAgentsOptions): Promise<AgentRecord[]>;
  /** SET /tenants/{tenantId}/agents-is-enabled with the agent object, isEnabled included. */
  save(agent: AgentRecord): Promise<void>;
  /** DELETE /tenants/{tenantId}/agents/{url-encoded account}@{domain}. */
  remove(tenantId: string, userIdentity: string): Promise<void>;
  /** SET /tenants/{tenantId}/agents with one collection item per e-mail. */
  add(tenantId: string, emails: readonly string[]): Promise<void>;
}
