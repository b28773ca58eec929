import type { ServiceDomains } from '../../../../src/infrastructure/shared/service-addresses';
import { applicationIdentity } from '../../../../src/infrastructure/shared/service-addresses';
import type { FakeBotRecord, FakeMemberRecord, FakeTenantRecord } from '../dataset/fake-data';

/** Response shapes: fresh plain objects every time, so callers never hold backend records. */
export function tenantView(tenant: FakeTenantRecord): Record<string, unknown> {
  const view: Record<string, unknown> = {
    id: tenant.id,
    name: tenant.name,
    creationDate: tenant.creationDate,
    ownerIdentity: tenant.ownerIdentity,
    plan: tenant.plan,
  };
  if (tenant.photoUri !== undefined) view['photoUri'] = tenant.photoUri;
  return view;
}

export function memberView(member: FakeMemberRecord): Record<string, unknown> {
  const view: Record<string, unknown> = {
    tenantId: member.tenantId,
    userIdentity: member.userIdentity,
    email: member.email,
    roleId: member.roleId,
    userStatus: member.userStatus,
    creationDate: member.creationDate,
  };
  if (member.fullName !== '') view['fullName'] = member.fullName;
  return view;
}

export function applicationView(bot: FakeBotRecord, domains: ServiceDomains): Record<string, unknown> {
  const view: Record<string, unknown> = {
    id: bot.shortName,
    shortName: bot.shortName,
    name: bot.name,
    identity: applicationIdentity(bot.shortName, domains),
    tenantId: bot.tenantId,
    description: bot.description,
    created: bot.created,
    updated: bot.updated,
    ownerIdentity: bot.ownerIdentity,
    emailOwner: bot.emailOwner,
    hasPermission: bot.hasPermission,
  };
  if (bot.imageUri !== undefined) view['imageUri'] = bot.imageUri;
  return view;
}
