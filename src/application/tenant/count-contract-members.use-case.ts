import { inject, injectable } from 'inversify';
import { contractMembersCount } from '../../domain/tenant/contract-card.rule';
import { MembersGateway } from '../members/members.port';
import type { MembersCounter } from './members-counter.port';

/**
 * Spec 1 'Contract card' 'Members': the portal has no count, so every page of members is read
 * (spec 1 §5 paging) and counted. Issue 34 §2: it runs after the home shows, in the background;
 * an abort (the home was left) gives undefined, never the count of the pages read so far.
 * Rejects when paging fails (spec 1 §8: anything but a page past the end).
 */
@injectable()
export class CountContractMembersUseCase implements MembersCounter {
  constructor(@inject(MembersGateway) private readonly members: MembersGateway) {}

  async execute(tenantId: string, signal?: AbortSignal): Promise<number | undefined> {
    const members = await this.members.listAll(tenantId, { signal });
    return signal?.aborted === true ? undefined : contractMembersCount(members);
  }
}
