import * as v from 'valibot';
import { isRoleId, type RoleId } from '../../domain/access/role';
import { type LoggedUser } from '../../domain/tenant/logged-user.entity';
import { type CurrentTenant } from '../../domain/tenant/tenant.entity';
import { type Application } from '../../application/shared/host.port';
import { isFields, type Fields } from '../shared/command-resource';
import { anObject, fields, parsedOrNone, section } from '../shared/answer-schema';

/** The host gateway loads this file lazily (lazy-import.ts) and reads through it. */
export { readAnswer } from '../shared/answer-schema';

/**
 * Host answers are data from another window, declared once as schemas that also map them to the
 * domain (issue 21 §3, issue 36 §3): only
 * values of the expected type are kept, and an answer without its identifying field is one
 * `MalformedAnswer` naming that field. The portal sends texts only, so a number is no text here.
 */
const aText = v.fallback(v.string(), '');
const anId = v.pipe(v.string(), v.nonEmpty());
const optionalText = v.fallback(v.optional(v.string()), undefined);
const optionalRole = v.fallback(v.optional(v.custom<RoleId>(isRoleId)), undefined);

/** getUserContext getCurrentUser. */
export const LOGGED_USER = v.pipe(
  fields({
    identity: anId,
    email: aText,
    fullName: aText,
    tenantId: aText,
    roleId: optionalRole,
    localNode: aText,
    culture: aText,
    extras: section({ lastUsedTenants: optionalText }),
  }),
  v.transform(({ extras: { lastUsedTenants }, roleId, ...user }): LoggedUser => ({
    ...user,
    roleId,
    extras: lastUsedTenants === undefined ? {} : { lastUsedTenants },
  })),
);

function textsOf(value: unknown): Fields {
  if (!isFields(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, field]) => typeof field === 'string'));
}

/** The tenant may come flat or with its contract fields under `info` (spec 1 §3); flat wins. */
export const CURRENT_TENANT = v.pipe(
  anObject,
  v.transform((raw) => ({ ...textsOf(raw['info']), ...textsOf(raw) })),
  v.object({
    id: anId,
    name: aText,
    photoUri: aText,
    creationDate: aText,
    ownerIdentity: aText,
    plan: aText,
    clusterName: aText,
  }),
  v.transform((tenant): CurrentTenant => ({
    ...tenant,
    photoUri: tenant.photoUri || undefined,
    plan: tenant.plan || undefined,
  })),
);

/** Applications without a shortName cannot be addressed, so they are left out; other keys stay. */
const APPLICATION = v.pipe(
  anObject,
  v.looseObject({ shortName: anId, name: optionalText }),
  v.transform((item): Application => ({ ...item, name: item.name ?? item.shortName })),
);

/** sendApplicationRequest getApplicationsByTenant: a list, or a collection of `items`. */
export const APPLICATIONS = v.pipe(
  v.union([
    v.array(v.unknown()),
    v.pipe(
      fields({ items: v.array(v.unknown()) }),
      v.transform((r) => r.items),
    ),
  ]),
  v.transform((items) => items.flatMap((item) => parsedOrNone(APPLICATION, item))),
);

/** The plan may come as its name or as the plan object (spec 1 §7: plan → response.name). */
export const PLAN_NAME = v.union([
  v.string(),
  v.pipe(
    fields({ name: v.string() }),
    v.transform((plan) => plan.name),
  ),
]);

/**
 * getFeatureToggles: asked names only; anything but a literal `true` is off (it never fails). Built
 * with fromEntries so that every name is an own key, even one such as '__proto__' (an assignment
 * would set the prototype).
 */
export function toggleRecord(names: readonly string[]) {
  return v.pipe(
    v.unknown(),
    v.transform((raw): Record<string, boolean> => {
      const answer = isFields(raw) ? raw : {};
      return Object.fromEntries(
        names.map((name) => [name, Object.hasOwn(answer, name) && answer[name] === true]),
      );
    }),
  );
}
