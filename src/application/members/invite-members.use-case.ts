import { inject, injectable } from 'inversify';
import { HostGateway } from '../shared/host.port';

/** Spec 1 §2 'Invite': the host's InviteModal; true when the user confirmed an invitation. */
@injectable()
export class InviteMembersUseCase {
  constructor(@inject(HostGateway) private readonly host: HostGateway) {}

  execute(): Promise<boolean> {
    return this.host.showModal('InviteModal');
  }
}
