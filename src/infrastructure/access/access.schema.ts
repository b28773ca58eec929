import * as v from 'valibot';
import type { AgentPlanStatus } from '../../domain/access/agent-plan.entity';
import { isRoleId, type RoleId } from '../../domain/access/role';
import { fields, optionalText, strictTrue } from '../shared/answer-schema';

/** The start-up gateways load this file lazily (lazy-import.ts) and read through it. */
export { readAnswer } from '../shared/answer-schema';

/**
 * The answers the access rules read (spec 1 §7), each shape declared once below with its mapping
 * to the domain (issue 36 §3). An answer that is not an object, or a user without a known role,
 * is a `MalformedAnswer` naming the field.
 */

/** GET /agent-plan/{tenantId}/active on the AI platform: flags are on only when sent as `true`; a blank or missing reason is none. */
export const AGENT_PLAN = v.pipe(
  fields({ hasActivePaidPlan: strictTrue, isTrial: strictTrue, reason: optionalText }),
  v.transform(({ hasActivePaidPlan, isTrial, reason }): AgentPlanStatus => ({
    hasActivePaidPlan,
    isTrial,
    reason,
  })),
);

/**
 * GET /tenants/{tenantId}/users/{userIdentity} on the portal → the user's role. Roles are compared
 * trimmed and without case; any other value is no role.
 */
export const USER_ROLE = v.pipe(
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
