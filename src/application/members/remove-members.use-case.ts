import { inject, injectable } from 'inversify';
import type { BulkOutcome } from '../../domain/members/member-action.rule';
import { settleBounded } from '../shared/concurrency-limiter';
import { MEMBER_COMMAND_CONCURRENCY } from './member-commands';
import { MembersGateway } from './members.port';

/** Spec 1 §2 Delete dropdown: every selected member is removed from the contract. */
@injectable()
export class RemoveMembersUseCase {
  constructor(@inject(MembersGateway) private readonly gateway: MembersGateway) {}

  execute(tenantId: string, userIdentities: readonly string[]): Promise<BulkOutcome> {
    return settleBounded(userIdentities, MEMBER_COMMAND_CONCURRENCY, (identity) =>
      this.gateway.remove(tenantId, identity),
    );
  }
}
