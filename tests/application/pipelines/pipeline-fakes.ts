import type { BuilderCaller, PipelinesGateway } from '../../../src/application/pipelines/pipelines.port';
import type { BuilderConfiguration, TenantApplication } from '../../../src/domain/pipelines/pipeline.entity';

export const pipelineApp = (id: string, overrides: Partial<TenantApplication> = {}): TenantApplication => ({
  id,
  name: id,
  template: 'pipeline',
  pipelineId: undefined,
  created: undefined,
  updated: undefined,
  emailOwner: undefined,
  hasPermission: true,
  ...overrides,
});

/** A literal fake: configurations by id, ids that fail, and how many reads ran at once. */
export class FakePipelinesGateway implements PipelinesGateway {
  applications: TenantApplication[] = [];
  configurations = new Map<string, BuilderConfiguration>();
  failing = new Set<string>();
  callers: BuilderCaller[] = [];
  deleted: string[] = [];
  inFlight = 0;
  maxInFlight = 0;

  listApplications(): Promise<TenantApplication[]> {
    return Promise.resolve(this.applications);
  }
  async getBuilderConfiguration(id: string, caller: BuilderCaller): Promise<BuilderConfiguration> {
    this.callers.push(caller);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 1));
    this.inFlight -= 1;
    if (this.failing.has(id)) throw new Error('bucket down');
    return this.configurations.get(id) ?? {};
  }
  deleteApplication(id: string): Promise<void> {
    this.deleted.push(id);
    return Promise.resolve();
  }
}
