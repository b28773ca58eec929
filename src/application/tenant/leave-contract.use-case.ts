import { inject, injectable } from 'inversify';
import { createContractRedirect } from '../../domain/tenant/contract-url.rule';
import { canLeaveContract, leaveBranch, type LeaveBranch } from '../../domain/tenant/leave-contract.rule';
import type { LoggedUser } from '../../domain/tenant/logged-user.entity';
import type { TenantInfo } from '../../domain/tenant/tenant.entity';
import { AppSettings } from '../shared/app-settings.port';
import { awaitAnswer, HostGateway, type AlertRequest, type AwaitPrompt } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { LeaveDestinationUseCase } from './leave-destination.use-case';
import { TenantGateway, type TenantSummary } from './tenant.port';

/** The alert of each branch, in the user's language (the presentation writes them). */
export type LeaveAlerts = Readonly<Record<LeaveBranch, AlertRequest>>;

export type LeaveOutcome =
  | { readonly kind: 'not-allowed' }
  | { readonly kind: 'cancelled'; readonly branch: LeaveBranch }
  | { readonly kind: 'to-chatbots' }
  | { readonly kind: 'left'; readonly redirectedTo: string | null }
  /** The portal did not take the redirect to `target`: its application list was asked instead. */
  | { readonly kind: 'left-to-application-list'; readonly target: string }
  | { readonly kind: 'failed'; readonly step: 'check' | 'remove' };

/**
 * Spec 1 'Leave contract flow', every branch. The user's chatbots are fetched first; owning
 * any ends in the application list. Otherwise the user's contracts decide the alert, and a
 * confirmed leave removes the user and sends the top window on, through the host only.
 */
@injectable()
export class LeaveContractUseCase {
  constructor(
    @inject(TenantGateway) private readonly tenants: TenantGateway,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(LeaveDestinationUseCase) private readonly destination: LeaveDestinationUseCase,
    @inject(AppSettings) private readonly settings: AppSettings,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** `ask` waits for the alert's answer (issue 35 §8: the screen bounds its lock meanwhile). */
  async execute(
    user: LoggedUser,
    tenant: TenantInfo,
    alerts: LeaveAlerts,
    ask: AwaitPrompt = awaitAnswer,
  ): Promise<LeaveOutcome> {
    if (!canLeaveContract(user.identity, tenant.ownerIdentity)) return { kind: 'not-allowed' };
    let myTenants: TenantSummary[] = [];
    let branch: LeaveBranch;
    try {
      const owned = await this.tenants.listOwnedChatbots(tenant.id, user.identity);
      if (owned.length === 0) myTenants = await this.tenants.listMyTenants();
      branch = leaveBranch(owned.length, myTenants.length);
    } catch (error) {
      this.logger.error('Could not check whether the user may leave the contract', error);
      return { kind: 'failed', step: 'check' };
    }
    if (!(await ask(() => this.confirm(alerts[branch]), false))) return { kind: 'cancelled', branch };
    if (branch === 'owns-chatbots') {
      this.host.redirectToApplicationList();
      return { kind: 'to-chatbots' };
    }
    try {
      await this.tenants.removeUser(tenant.id, user.identity);
    } catch (error) {
      this.logger.error('The user was not removed from the contract', error);
      return { kind: 'failed', step: 'remove' };
    }
    const target =
      branch === 'only-contract'
        ? createContractRedirect(this.settings.PORTAL_URL)
        : await this.destination.execute(user, tenant.id, myTenants);
    // Spec: with nowhere to go nothing is shown to the user; the error is only logged.
    const redirect = target === null ? 'refused' : await this.host.redirectTopWindow(target);
    if (target === null || redirect === 'refused') {
      this.logger.error('Left the contract, but found no other tenant to go to', { tenantId: tenant.id });
      return { kind: 'left', redirectedTo: null };
    }
    if (redirect === 'application-list') {
      this.logger.warn('The portal did not take the redirect; its application list was asked', { target });
      return { kind: 'left-to-application-list', target };
    }
    return { kind: 'left', redirectedTo: target };
  }

  /** An alert the host could not show is a "no": nothing irreversible happens unasked. */
  private async confirm(alert: AlertRequest): Promise<boolean> {
    try {
      return await this.host.showAlert(alert);
    } catch (error) {
      this.logger.error('The leave alert could not be shown', error);
      return false;
    }
  }
}
