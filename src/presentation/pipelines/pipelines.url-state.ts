import {
  DEFAULT_PIPELINE_PAGE_SIZE,
  PIPELINE_PAGE_SIZES,
  type PipelinePageSize,
} from '../../domain/pipelines/pipeline-search.rule';
import { choiceField, pageField, privateTextField, type QueryFields } from '../shared/url-state/query-fields';
import type { UrlStateBinding } from '../shared/url-state/use-url-state';
import type { PipelinesPresenter } from './pipelines.presenter';

interface PipelinesQueryState {
  readonly search: string;
  readonly page: number;
  readonly pageSize: PipelinePageSize;
}

/** The pipelines list in the URL: `?page=2&size=10`; its search in the history entry (issue 35 §7). */
export const PIPELINES_QUERY: QueryFields<PipelinesQueryState> = {
  search: privateTextField('search'),
  page: pageField(),
  pageSize: choiceField('size', PIPELINE_PAGE_SIZES, DEFAULT_PIPELINE_PAGE_SIZE),
};

export function pipelinesUrlBinding(presenter: PipelinesPresenter): UrlStateBinding<PipelinesQueryState> {
  return {
    fields: PIPELINES_QUERY,
    read: () =>
      presenter.status === 'ready'
        ? { search: presenter.term, page: presenter.shownPage, pageSize: presenter.pageSize }
        : undefined,
    restore: presenter.restored,
  };
}
