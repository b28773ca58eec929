import * as v from 'valibot';
import type { BuilderConfiguration, TenantApplication } from '../../domain/pipelines/pipeline.entity';
import { acceptedItems, fields, optionalText, requiredText, validItems } from '../shared/answer-schema';

/** The answers of spec 2 §7 'Pipelines', each shape declared once with its mapping (issue 36 §3). */

/** Applications without a shortName cannot be addressed and are left out; hasPermission defaults true. */
const APPLICATION = v.pipe(
  fields({
    shortName: v.pipe(requiredText, v.trim()),
    name: optionalText,
    template: optionalText,
    pipelineId: optionalText,
    created: optionalText,
    updated: optionalText,
    emailOwner: optionalText,
    hasPermission: v.fallback(
      v.pipe(
        v.unknown(),
        v.transform((value) => value !== false),
      ),
      true,
    ),
  }),
  v.transform((application): TenantApplication => ({
    id: application.shortName,
    name: application.name?.trim() ?? application.shortName,
    template: application.template,
    pipelineId: application.pipelineId,
    created: application.created,
    updated: application.updated,
    emailOwner: application.emailOwner,
    hasPermission: application.hasPermission,
  })),
);

/** The list itself, or a collection (whose items, when they are no list, are none). */
export const APPLICATIONS = v.union([
  acceptedItems(APPLICATION),
  v.pipe(
    fields({ items: validItems(APPLICATION) }),
    v.transform(({ items }) => items),
  ),
]);

/** A number may arrive unquoted; the rule reads text. A blank or any other value is absent. */
const BUILDER_TEXT = v.fallback(
  v.optional(v.union([v.pipe(v.number(), v.finite(), v.transform(String)), requiredText])),
  undefined,
);

/** The builder's working configuration bucket → the two values the pipelines rule reads. */
export const BUILDER_CONFIGURATION = v.pipe(
  fields({ 'builder:statesCount': BUILDER_TEXT, 'builder:statesPublish': BUILDER_TEXT }),
  v.transform((bucket): BuilderConfiguration => ({
    statesCount: bucket['builder:statesCount'],
    statesPublish: bucket['builder:statesPublish'],
  })),
);
