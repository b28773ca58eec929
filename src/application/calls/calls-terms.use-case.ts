import { inject, injectable } from 'inversify';
import { HostGateway } from '../shared/host.port';
import { CallsGateway } from './calls.port';

/** The Calls terms (spec 1 §2, §4): are they accepted, and hiring through the host's modal. */
@injectable()
export class CallsTermsUseCase {
  constructor(
    @inject(CallsGateway) private readonly calls: CallsGateway,
    @inject(HostGateway) private readonly host: HostGateway,
  ) {}

  isAccepted(tenantId: string): Promise<boolean> {
    return this.calls.areTermsAccepted(tenantId);
  }

  /** 'Hire now': the host's CallsTermsModal; true from it means "check the terms again". */
  openTerms(): Promise<boolean> {
    return this.host.showModal('CallsTermsModal');
  }
}
