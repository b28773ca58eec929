import { inject, injectable } from 'inversify';
import { checkContractName } from '../../domain/tenant/contract-name.rule';
import type { CurrentTenant } from '../../domain/tenant/tenant.entity';
import { Logger } from '../shared/logger.port';
import { SaveContractUseCase } from './save-contract.use-case';

export type RenameOutcome =
  | { readonly kind: 'saved'; readonly tenant: CurrentTenant }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'too-short' }
  | { readonly kind: 'too-long' }
  | { readonly kind: 'failed' };

/** Spec 1 §5 'Contract name': only a changed, valid, sanitised name is sent. */
@injectable()
export class RenameContractUseCase {
  constructor(
    @inject(SaveContractUseCase) private readonly saveContract: SaveContractUseCase,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async execute(tenant: CurrentTenant, rawName: string): Promise<RenameOutcome> {
    const check = checkContractName(rawName, tenant.name);
    if (check.kind !== 'save') return check;
    try {
      return { kind: 'saved', tenant: await this.saveContract.execute({ ...tenant, name: check.name }) };
    } catch (error) {
      this.logger.error('Contract name not saved', error);
      return { kind: 'failed' };
    }
  }
}
