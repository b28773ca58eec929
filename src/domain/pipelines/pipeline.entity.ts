/** spec 2 §9: the template that makes an application a pipeline. */
export const PIPELINE_TEMPLATE = 'pipeline';

/** spec 2 §9: 'Pipe-' + the last 7 characters of the id when pipeline_id is absent. */
export const PIPELINE_ID_PREFIX = 'Pipe-';
const PIPELINE_ID_TAIL = 7;

/** spec 2 §3: the builder's value of 'builder:statesPublish' for a published pipeline. */
export const PUBLISHED_STATE = 'Published';

export type PipelineStatus = 'published' | 'unpublished';

/**
 * An application of the tenant as the pipeline list reads it (spec 2 §3: template, shortName,
 * name, created, updated, emailOwner, hasPermission). `pipelineId` is the application's own
 * pipeline id when it carries one (docs/decisions/pipelines.md).
 */
export interface TenantApplication {
  readonly id: string;
  readonly name: string;
  readonly template: string | undefined;
  readonly pipelineId: string | undefined;
  readonly created: string | undefined;
  readonly updated: string | undefined;
  readonly emailOwner: string | undefined;
  /** spec 2 §3: default true. */
  readonly hasPermission: boolean;
}

/** spec 2 §3 'Builder working configuration': the two fields read, as the bucket holds them. */
export interface BuilderConfiguration {
  readonly statesCount?: string | undefined;
  readonly statesPublish?: string | undefined;
}

/** spec 2 §8: a failed configuration fetch leaves it empty (tasks 0, unpublished). */
export const EMPTY_BUILDER_CONFIGURATION: BuilderConfiguration = {};

/** spec 2 §3 'Pipeline'. */
export interface Pipeline {
  readonly id: string;
  readonly name: string;
  /** What the ID column shows and the search matches: pipeline_id or its fallback. */
  readonly pipelineId: string;
  readonly tasksCount: number;
  readonly status: PipelineStatus;
  readonly updatedAt: string | undefined;
  readonly updatedBy: string | undefined;
  readonly hasPermission: boolean;
}

export function isPipelineApplication(application: TenantApplication): boolean {
  return application.template?.trim().toLowerCase() === PIPELINE_TEMPLATE;
}

/** spec 2 §2.13, §9: pipeline_id, else 'Pipe-' + the last 7 characters of the id. */
export function pipelineDisplayId(pipelineId: string | undefined, id: string): string {
  const own = pipelineId?.trim();
  return own ? own : `${PIPELINE_ID_PREFIX}${id.slice(-PIPELINE_ID_TAIL)}`;
}

/** spec 2 §4 'Pipeline status': published only with permission and statesPublish 'Published'. */
export function pipelineStatus(hasPermission: boolean, statesPublish: string | undefined): PipelineStatus {
  return hasPermission && statesPublish === PUBLISHED_STATE ? 'published' : 'unpublished';
}

/** spec 2 §3: statesCount is a numeric string; anything else (or nothing) is 0 tasks. */
export function tasksCount(statesCount: string | undefined): number {
  const text = statesCount?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return 0;
  return Number(text);
}

/** spec 2 §3: a pipeline from its application and builder configuration (empty until read). */
export function toPipeline(
  application: TenantApplication,
  configuration: BuilderConfiguration = EMPTY_BUILDER_CONFIGURATION,
): Pipeline {
  const permitted = application.hasPermission;
  return {
    id: application.id,
    name: application.name,
    pipelineId: pipelineDisplayId(application.pipelineId, application.id),
    // spec 2 §6: no permission reads no configuration ('-' tasks, unpublished).
    tasksCount: permitted ? tasksCount(configuration.statesCount) : 0,
    status: pipelineStatus(permitted, configuration.statesPublish),
    updatedAt: application.updated ?? application.created,
    updatedBy: application.emailOwner,
    hasPermission: permitted,
  };
}
