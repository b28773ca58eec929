import type { SubscriptionItem } from '../billing/subscription.entity';
import type { Language } from '../shared/language.rule';
import type { LoggedUser } from '../tenant/logged-user.entity';
import type { CurrentTenant } from '../tenant/tenant.entity';

/**
 * What bootstrap resolves once per load. `subscription` and `planName` are only loaded for
 * users who may view tenant-members (spec 1 §6 'Bootstrap'). The members list is not part of
 * it (issue 34 §1): paging 10,000 members would hold the shell; the contract card counts them
 * after the home shows, and the members page lists them itself.
 */
export interface Session {
  /** roleId resolved (from the host, or else from the portal service). */
  readonly user: LoggedUser;
  readonly tenant: CurrentTenant;
  readonly language: Language;
  readonly subscription: readonly SubscriptionItem[];
  readonly planName: string | undefined;
}
