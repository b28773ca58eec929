import type { Container } from 'inversify';
import type { FeatureModules } from '../application/shared/feature-modules.port';
import type { MembersCounter } from '../application/tenant/members-counter.port';
import { CountContractMembersUseCase } from '../application/tenant/count-contract-members.use-case';

/**
 * The home's `MembersCounter` (issue 34 §2): the first count loads the members' code
 * ('membersData'), then counts with the use case bound there. A chunk that fails to load rejects
 * like a failed count (the card hides the line; the next visit tries again).
 */
export class LazyMembersCounter implements MembersCounter {
  constructor(
    private readonly container: Container,
    private readonly features: FeatureModules,
  ) {}

  async execute(tenantId: string, signal?: AbortSignal): Promise<number | undefined> {
    await this.features.load('membersData');
    if (signal?.aborted === true) return undefined;
    return this.container.get(CountContractMembersUseCase).execute(tenantId, signal);
  }
}
