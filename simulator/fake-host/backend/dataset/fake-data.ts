import type { RoleId } from '../../../../src/domain/access/role';
import type { AgentPlanStatus } from '../../../../src/domain/access/agent-plan.entity';
import type { SubscriptionItem } from '../../../../src/domain/billing/subscription.entity';
import type { MemberStatus } from '../../../../src/domain/members/member.entity';
import type { Culture } from './names';

/** Backend records: plain mutable data, as a real service's tables would hold them. */
export interface FakePerson {
  readonly fullName: string;
  readonly email: string;
  readonly culture: Culture;
}

export interface FakeLoggedUser extends FakePerson {
  readonly identity: string;
  readonly localNode: string;
  /** extras.lastUsedTenants as stored, when a scenario sets it (else built from the tenants). */
  readonly lastUsedTenants?: string;
}

export interface FakeTenantRecord {
  id: string;
  name: string;
  photoUri: string | undefined;
  creationDate: string;
  ownerIdentity: string;
  plan: string;
}

export interface FakeMemberRecord {
  readonly tenantId: string;
  readonly userIdentity: string;
  readonly email: string;
  fullName: string;
  roleId: RoleId;
  userStatus: MemberStatus;
  readonly creationDate: string;
  /** Invitees without a platform account answer 67 on the accounts lookup. */
  hasAccount: boolean;
  culture: Culture;
}

export interface FakeBotRecord {
  readonly shortName: string;
  name: string;
  readonly tenantId: string;
  description: string;
  readonly created: string;
  updated: string;
  readonly ownerIdentity: string;
  readonly emailOwner: string;
  /** Identities that administer the bot; a single one is its "unique admin". */
  admins: string[];
  /** Whether the logged user may manage the bot (Copilot and Calls lock the others). */
  readonly hasPermission: boolean;
  /** A relative avatar URL; without one the module shows its default logo. */
  readonly imageUri: string | undefined;
}

export interface FakeAgentRecord {
  readonly tenantId: string;
  readonly userIdentity: string;
  fullName: string;
  readonly email: string;
  roleId: RoleId;
  userStatus: MemberStatus;
  isEnabled: boolean;
  readonly creationDate: string;
  applications: string[];
  /** Tickets answered in the reference month: > 0 means "triggered" (spec 1 §3). */
  ticketsThisMonth: number;
  firstTicketDate: string | undefined;
}

export interface FakeSubscription {
  planName: string;
  items: SubscriptionItem[];
}

export interface FakeCallsTerms {
  accepted: boolean;
  acceptedAt: string | undefined;
  acceptedBy: string | undefined;
}

export type FakeCallingStatus = 'NOT_SET' | 'ENABLED' | 'DISABLED';
export type FakeCallIconVisibility = 'NOT_SET' | 'DEFAULT' | 'DISABLE_ALL';

export interface FakeCallingSettings {
  status: FakeCallingStatus;
  callIconVisibility: FakeCallIconVisibility;
  callbackPermissionStatus: FakeCallingStatus;
}

/** A bot's WhatsApp number and its Calls settings; bots without the channel have none. */
export interface FakePhoneNumberSettings {
  readonly phoneNumber: string;
  readonly calling: FakeCallingSettings;
}

export interface FakeDataset {
  readonly loggedUser: FakeLoggedUser;
  readonly tenant: FakeTenantRecord;
  readonly clusterName: string;
  readonly otherTenants: FakeTenantRecord[];
  readonly members: FakeMemberRecord[];
  readonly bots: FakeBotRecord[];
  readonly agents: FakeAgentRecord[];
  readonly subscription: FakeSubscription;
  agentPlan: AgentPlanStatus;
  readonly callsTerms: FakeCallsTerms;
}
