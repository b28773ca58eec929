import { inject, injectable } from 'inversify';
import type { BulkOutcome } from '../../domain/members/member-action.rule';
import type { JoinRequestDecision } from '../../domain/members/member-status.rule';
import { settleBounded } from '../shared/concurrency-limiter';
import { MEMBER_COMMAND_CONCURRENCY } from './member-commands';
import { MembersGateway } from './members.port';

/** Spec 1 §4 PendingTenant: accept sends 'accepted', reject sends 'rejected', one or many. */
@injectable()
export class AnswerJoinRequestsUseCase {
  constructor(@inject(MembersGateway) private readonly gateway: MembersGateway) {}

  execute(
    tenantId: string,
    userIdentities: readonly string[],
    decision: JoinRequestDecision,
  ): Promise<BulkOutcome> {
    return settleBounded(userIdentities, MEMBER_COMMAND_CONCURRENCY, (identity) =>
      this.gateway.setUserStatus(tenantId, identity, decision),
    );
  }
}
