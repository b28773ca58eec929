import { inject, injectable } from 'inversify';
import { portalPath, portalUrl, type PortalAction } from '../../domain/pipelines/portal-paths.rule';
import { HostGateway } from '../shared/host.port';
import { PipelinesGateway } from './pipelines.port';

/**
 * What a pipeline row (and 'Create pipeline') does (spec 2 §2.13): navigate the top window to a
 * host-portal page under the tenant's base URL, or delete the application.
 */
@injectable()
export class PipelineActionsUseCase {
  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(PipelinesGateway) private readonly gateway: PipelinesGateway,
  ) {}

  /**
   * Resolves true once the host was asked to navigate (or, when it did not take the redirect, to
   * open its application list, where pipelines are listed too); false when the base URL is not
   * https (nothing is sent). Rejects when the host cannot give the base URL.
   */
  async navigate(tenantId: string, action: PortalAction, pipelineId?: string): Promise<boolean> {
    const url = portalUrl(await this.host.getTenantUrl(tenantId), portalPath(action, pipelineId));
    return url !== null && (await this.host.redirectTopWindow(url)) !== 'refused';
  }

  delete(pipelineId: string): Promise<void> {
    return this.gateway.deleteApplication(pipelineId);
  }
}
