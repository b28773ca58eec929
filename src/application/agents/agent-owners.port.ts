/** The bots an agent attends, from the desk service (spec 1 §7 'Desk service'). */
export const AgentOwnersGateway = Symbol.for('AgentOwnersGateway');
export interface AgentOwnersGateway {
  /** Bot short names ('botShortName@…' owners); any failure is an empty list (spec 1 §7). */
  getBots(tenantId: string, userIdentity: string): Promise<string[]>;
}
