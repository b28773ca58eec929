import type { SubscriptionItem } from '../billing/subscription.entity';
import type { Member } from '../members/member.entity';
import type { Language } from '../shared/language.rule';
import type { LoggedUser } from '../tenant/logged-user.entity';
import type { CurrentTenant } from '../tenant/tenant.entity';

/**
 * What bootstrap resolves once per load. `subscription`, `planName` and `members`
 * are only loaded for users who may view tenant-members (spec 1 §6 'Bootstrap').
 */
export interface Session {
  /** roleId resolved (from the host, or else from the portal service). */
  readonly user: LoggedUser;
  readonly tenant: CurrentTenant;
  readonly language: Language;
  readonly subscription: readonly SubscriptionItem[];
  readonly planName: string | undefined;
  readonly members: readonly Member[] | undefined;
}
