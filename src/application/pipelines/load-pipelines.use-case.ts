import { inject, injectable } from 'inversify';
import {
  EMPTY_BUILDER_CONFIGURATION,
  isPipelineApplication,
  toPipeline,
  type Pipeline,
  type TenantApplication,
} from '../../domain/pipelines/pipeline.entity';
import { Logger } from '../shared/logger.port';
import { runBounded } from '../shared/concurrency-limiter';
import { PipelinesGateway, type BuilderCaller } from './pipelines.port';

/** Configuration reads in flight at once (architecture.md §8: bounded fan-out). */
export const PIPELINE_CONFIGURATION_CONCURRENCY = 6;

/**
 * The pipeline list (spec 2 §3, §7): the tenant's applications with template 'pipeline', then
 * each permitted pipeline's builder configuration, 6 at a time. Rows are usable before their
 * configuration arrives; each arrival is handed to `onPipeline` so the table fills as it goes.
 */
@injectable()
export class LoadPipelinesUseCase {
  constructor(
    @inject(PipelinesGateway) private readonly gateway: PipelinesGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** Rejects when the applications cannot be listed. */
  async listPipelines(tenantId: string): Promise<TenantApplication[]> {
    return (await this.gateway.listApplications(tenantId)).filter(isPipelineApplication);
  }

  /**
   * spec 2 §8: a failed fetch leaves the configuration empty (tasks 0, unpublished), logged.
   * Pipelines without permission are not read (spec 2 §6: '-' tasks and unpublished anyway).
   */
  async loadConfigurations(
    applications: readonly TenantApplication[],
    caller: BuilderCaller,
    onPipeline: (pipeline: Pipeline) => void,
  ): Promise<void> {
    await runBounded(
      applications.filter((application) => application.hasPermission),
      PIPELINE_CONFIGURATION_CONCURRENCY,
      (application) => this.gateway.getBuilderConfiguration(application.id, caller),
      (application, configuration) => onPipeline(toPipeline(application, configuration)),
      (application, error) => {
        this.logger.warn('Pipeline configuration unavailable', { pipeline: application.id, error });
        onPipeline(toPipeline(application, EMPTY_BUILDER_CONFIGURATION));
      },
    );
  }
}
