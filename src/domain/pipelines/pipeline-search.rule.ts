import type { Pipeline } from './pipeline.entity';

/** spec 2 §9: page sizes 5, 10, 15 (default 5). */
export const PIPELINE_PAGE_SIZES = [5, 10, 15] as const;
export type PipelinePageSize = (typeof PIPELINE_PAGE_SIZES)[number];
export const DEFAULT_PIPELINE_PAGE_SIZE: PipelinePageSize = 5;

/**
 * spec 2 §5 'Pipeline search': client-side, case-insensitive substring on the name or the
 * pipeline_id (the ID the row shows, fallback included: what the user can see is what they
 * find). An empty or blank term matches everything.
 */
export function matchesPipelineSearch(pipeline: Pipeline, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (needle === '') return true;
  return pipeline.name.toLowerCase().includes(needle) || pipeline.pipelineId.toLowerCase().includes(needle);
}

export function searchPipelines(pipelines: readonly Pipeline[], term: string): Pipeline[] {
  return pipelines.filter((pipeline) => matchesPipelineSearch(pipeline, term));
}
