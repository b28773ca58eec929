import { isRoleId, type RoleId } from '../../../../src/domain/access/role';
import type { FakeBackendContext } from '../backend-context';
import { identityFor, sameIdentity } from '../identity';
import type { FakeAgentRecord, FakeMemberRecord } from './fake-data';

/** What the portal's own modals change on the platform when the user confirms them. */
const EMAIL = /^[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}$/;

export function normalizeEmails(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const emails = raw
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => EMAIL.test(value));
  return [...new Set(emails)];
}

/** InviteModal: each new e-mail becomes a PendingUser member; current members are skipped. */
export function inviteMembers(
  context: FakeBackendContext,
  rawEmails: unknown,
  rawRole: unknown,
): FakeMemberRecord[] {
  const roleId: RoleId = isRoleId(rawRole) ? rawRole : 'guest';
  const { data, domains } = context;
  const added: FakeMemberRecord[] = [];
  for (const email of normalizeEmails(rawEmails)) {
    const userIdentity = identityFor(email, domains.BLIP_DOMAIN);
    const existing = data.members.find((member) => sameIdentity(member.userIdentity, userIdentity));
    if (existing !== undefined && existing.userStatus !== 'Rejected') continue;
    if (existing !== undefined) data.members.splice(data.members.indexOf(existing), 1);
    const knownAgent = data.agents.find((agent) => sameIdentity(agent.userIdentity, userIdentity));
    const member: FakeMemberRecord = {
      tenantId: data.tenant.id,
      userIdentity,
      email,
      fullName: knownAgent?.fullName ?? '',
      roleId,
      userStatus: 'PendingUser',
      creationDate: context.now().toISOString(),
      hasAccount: knownAgent !== undefined,
      culture: 'pt-BR',
    };
    data.members.push(member);
    added.push(member);
  }
  return added;
}

/** InviteAgentModal: each new e-mail becomes an enabled help-desk agent with no tickets yet. */
export function addAgents(context: FakeBackendContext, rawEmails: unknown): FakeAgentRecord[] {
  const { data, domains } = context;
  const added: FakeAgentRecord[] = [];
  for (const email of normalizeEmails(rawEmails)) {
    const userIdentity = identityFor(email, domains.BLIP_DOMAIN);
    if (data.agents.some((agent) => sameIdentity(agent.userIdentity, userIdentity))) continue;
    const member = data.members.find((candidate) => sameIdentity(candidate.userIdentity, userIdentity));
    const agent: FakeAgentRecord = {
      tenantId: data.tenant.id,
      userIdentity,
      fullName: member?.fullName ?? '',
      email,
      roleId: 'guest',
      userStatus: member?.hasAccount === true ? 'Accepted' : 'PendingUser',
      isEnabled: true,
      creationDate: context.now().toISOString(),
      applications: [],
      ticketsThisMonth: 0,
      firstTicketDate: undefined,
    };
    data.agents.push(agent);
    added.push(agent);
  }
  return added;
}

/** CallsTermsModal: the contract accepts the Calls terms (spec 1 §4 Calls). */
export function acceptCallsTerms(context: FakeBackendContext, byIdentity: string): void {
  const terms = context.data.callsTerms;
  if (terms.accepted) return;
  terms.accepted = true;
  terms.acceptedAt = context.now().toISOString();
  terms.acceptedBy = byIdentity;
}
