import { inject, injectable } from 'inversify';
import type { RoleId } from '../../domain/access/role';
import type { BulkOutcome } from '../../domain/members/member-action.rule';
import { settleBounded } from '../shared/concurrency-limiter';
import { MEMBER_COMMAND_CONCURRENCY } from './member-commands';
import { MembersGateway } from './members.port';

/** Spec 1 §2 Edit dropdown: the chosen role is applied to every selected member. */
@injectable()
export class ChangeMembersRoleUseCase {
  constructor(@inject(MembersGateway) private readonly gateway: MembersGateway) {}

  execute(tenantId: string, userIdentities: readonly string[], roleId: RoleId): Promise<BulkOutcome> {
    return settleBounded(userIdentities, MEMBER_COMMAND_CONCURRENCY, (identity) =>
      this.gateway.setRole(tenantId, identity, roleId),
    );
  }
}
