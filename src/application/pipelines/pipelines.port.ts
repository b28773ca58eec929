import type { BuilderConfiguration, TenantApplication } from '../../domain/pipelines/pipeline.entity';

/** Who asks for a builder configuration: the user's e-mail (metadata) and node (pp), spec 2 §7. */
export interface BuilderCaller {
  readonly email: string;
  readonly localNode: string;
}

/** The pipeline calls of spec 2 §7 'Pipelines'. */
export const PipelinesGateway = Symbol.for('PipelinesGateway');
export interface PipelinesGateway {
  /** get /tenants/{tenantId}/applications on the portal: every application, pipelines or not. */
  listApplications(tenantId: string): Promise<TenantApplication[]>;
  /** The builder bucket of one pipeline, sent from the pipeline; rejects when it cannot be read. */
  getBuilderConfiguration(pipelineId: string, caller: BuilderCaller): Promise<BuilderConfiguration>;
  /** delete /applications/{id}@{messaging domain}?messagingHubCommandWithDelegation=true */
  deleteApplication(id: string): Promise<void>;
}
