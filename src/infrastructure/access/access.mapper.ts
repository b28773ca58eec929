import * as v from 'valibot';
import type { AgentPlanStatus } from '../../domain/access/agent-plan.entity';
import { isRoleId, type RoleId } from '../../domain/access/role';
import { fields, optionalText, readAnswer, strictTrue } from '../shared/answer-schema';

/**
 * The answers the access rules read (spec 1 §7), each shape declared once below. An answer that is
 * not an object, or a user without a known role, is a `MalformedAnswer` naming the field.
 */

/** Flags are on only when sent as `true`; a blank or missing reason is none. */
const AGENT_PLAN = v.pipe(
  fields({ hasActivePaidPlan: strictTrue, isTrial: strictTrue, reason: optionalText }),
  v.transform(({ hasActivePaidPlan, isTrial, reason }): AgentPlanStatus => ({
    hasActivePaidPlan,
    isTrial,
    reason,
  })),
);

/** GET /agent-plan/{tenantId}/active on the AI platform. */
export function toAgentPlanStatus(resource: unknown): AgentPlanStatus {
  return readAnswer(AGENT_PLAN, resource, 'agent plan');
}

/** Roles are compared trimmed and without case; any other value is no role. */
const USER_ROLE = v.pipe(
  fields({
    roleId: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.custom<RoleId>(isRoleId, 'Invalid value: Expected a role'),
    ),
  }),
  v.transform(({ roleId }) => roleId),
);

/** GET /tenants/{tenantId}/users/{userIdentity} on the portal → the user's role. */
export function toUserRole(resource: unknown): RoleId {
  return readAnswer(USER_ROLE, resource, 'tenant user');
}
