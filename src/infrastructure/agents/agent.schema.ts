import * as v from 'valibot';
import type { InviteAgentAnswer } from '../../application/agents/invite-agent-modal.port';
import type { AgentConsumption, AgentRecord } from '../../domain/agents/agent.entity';
import type { AgentEmailEntry } from '../../domain/agents/agent-emails.rule';
import {
  acceptedCollection,
  acceptedItems,
  anObject,
  count,
  fields,
  filledText,
  ITEMS,
  parsedOrNone,
  requiredText,
  strictTrue,
} from '../shared/answer-schema';
import { decodedAccountName } from '../shared/identity';

/**
 * Agent answers (spec 1 §3, §7; spec 3 §5.1), each item's shape declared once below with its
 * mapping to the domain (issue 36 §3). A list
 * without items is a `MalformedAnswer` naming the field; an item without an identity (an agent)
 * or an e-mail (a consumption row) cannot be matched, saved or deleted, so it is dropped.
 */

/** Bot short names: texts that are not blank; anything else in the list is left out. */
const APPLICATIONS = v.fallback(
  v.pipe(
    v.array(v.unknown()),
    v.transform((names) =>
      names.filter((name): name is string => typeof name === 'string' && name.trim() !== ''),
    ),
  ),
  () => [],
);

const AGENT = fields({
  userIdentity: requiredText,
  tenantId: filledText,
  fullName: filledText,
  email: filledText,
  roleId: filledText,
  userStatus: filledText,
  isEnabled: v.fallback(
    v.pipe(
      v.unknown(),
      v.transform((value) => value === true || value === 'true'),
    ),
    false,
  ),
  creationDate: filledText,
  applications: APPLICATIONS,
});

/**
 * One item of GET /tenants/{tenantId}/agents (of the contract `tenantId`): isEnabled is copied to
 * enabled; a missing name or e-mail is the URL-decoded part of userIdentity before '@'.
 */
export function agentRecord(tenantId: string) {
  return v.pipe(
    anObject,
    v.transform((raw) => ({ listed: raw, agent: raw })),
    v.object({ listed: anObject, agent: AGENT }),
    v.transform(({ listed, agent }): AgentRecord => {
      const accountName = decodedAccountName(agent.userIdentity);
      return {
        tenantId: agent.tenantId || tenantId,
        userIdentity: agent.userIdentity,
        fullName: agent.fullName || accountName,
        email: agent.email || accountName,
        roleId: agent.roleId || 'guest',
        userStatus: agent.userStatus,
        isEnabled: agent.isEnabled,
        enabled: agent.isEnabled,
        creationDate: agent.creationDate || undefined,
        applications: agent.applications,
        // The item as it came (data cloned from another window): what a save sends back.
        portalRecord: { ...listed },
      };
    }),
  );
}

/** One page of GET /tenants/{tenantId}/agents: how many items came (for paging) and the agents. */
export interface AgentsPage {
  readonly size: number;
  readonly agents: AgentRecord[];
}

/** A page of the contract `tenantId`: items that are not agents are dropped; without `items` it fails. */
export function agentsPage(tenantId: string) {
  const item = agentRecord(tenantId);
  return v.pipe(
    ITEMS,
    v.transform((items): AgentsPage => ({
      size: items.length,
      agents: items.flatMap((raw) => parsedOrNone(item, raw)),
    })),
  );
}

/**
 * The agent object the portal saves (spec 1 §7 'agents-is-enabled'): the portal's own object as
 * it listed it, with `isEnabled` set, and `applications` only when the module changed them (the
 * non-triggerable path clears them). Nothing the screen reads into the agent (a name made from
 * the account, the desk's bots) is ever sent back (issue 35 §1).
 */
export function agentResource(agent: AgentRecord): Record<string, unknown> {
  const resource: Record<string, unknown> = { ...agent.portalRecord, isEnabled: agent.isEnabled };
  const listed = v.parse(APPLICATIONS, agent.portalRecord['applications']);
  if (!sameNames(listed, agent.applications)) resource['applications'] = [...agent.applications];
  return resource;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

const AGENT_CONSUMPTION = v.pipe(
  fields({ agentEmail: requiredText, firstTicketDate: filledText, totalTickets: count() }),
  v.transform((row): AgentConsumption => ({
    agentEmail: row.agentEmail,
    firstTicketDate: row.firstTicketDate || undefined,
    totalTickets: row.totalTickets,
  })),
);

/** The monthly consumption by agent; rows without an e-mail match nobody and are dropped. */
export const AGENT_CONSUMPTIONS = acceptedCollection(AGENT_CONSUMPTION);

/**
 * GET /tenants/{tenantId}/agents/{userIdentity}/owners on the desk (spec 1 §7): the collection's
 * items that are texts (the bots' identities); others are dropped.
 */
export const AGENT_OWNERS = v.pipe(
  fields({ items: acceptedItems(v.string()) }),
  v.transform(({ items }) => items),
);

/** An address as typed, or the modal's entry for it; anything else is left out. */
const ENTRY = v.union([
  v.pipe(
    v.string(),
    v.transform((email): AgentEmailEntry => ({ email })),
  ),
  fields({ email: v.string(), invalid: strictTrue }),
]);

/** The modal's answer: `true`, the addresses (a list, or `{ emails }`), or a cancel. */
export const INVITE_AGENT_ANSWER = v.fallback(
  v.union([
    v.pipe(
      v.literal(true),
      v.transform((): InviteAgentAnswer => ({ kind: 'added' })),
    ),
    v.pipe(
      v.union([
        acceptedItems(ENTRY),
        v.pipe(
          fields({ emails: acceptedItems(ENTRY) }),
          v.transform(({ emails }) => emails),
        ),
      ]),
      v.transform((entries): InviteAgentAnswer => ({ kind: 'emails', entries })),
    ),
  ]),
  (): InviteAgentAnswer => ({ kind: 'cancelled' }),
);
