import type { AgentEmailEntry } from '../../domain/agents/agent-emails.rule';

/**
 * What the portal's invite-agent modal answered: cancelled; confirmed after adding the agents
 * itself (the portal answers `true`); or confirmed with the typed addresses for the module to
 * add (docs/decisions/agents.md 'Adding agents').
 */
export type InviteAgentAnswer =
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'added' }
  | { readonly kind: 'emails'; readonly entries: readonly AgentEmailEntry[] };

/** The host's 'InviteAgentModal' (spec 1 §7 'Host messages'). */
export const InviteAgentModal = Symbol.for('InviteAgentModal');
export interface InviteAgentModal {
  open(): Promise<InviteAgentAnswer>;
}
