import type { SubscriptionItem } from '../billing/subscription.entity';
import type { RoleId } from './role';
import type { Session } from './session';

/** Everything a gate needs to decide, with toggles already initialised. */
export interface AccessContext {
  readonly roleId: RoleId | undefined;
  readonly hasTenant: boolean;
  readonly hasUser: boolean;
  readonly isToggleOn: (name: string) => boolean;
  readonly subscription: readonly SubscriptionItem[];
}

/** Before bootstrap ends there is no session: no tenant, no user, so every gate denies. */
export function accessContextOf(
  session: Session | undefined,
  isToggleOn: (name: string) => boolean,
): AccessContext {
  return {
    roleId: session?.user.roleId,
    hasTenant: session !== undefined && session.tenant.id !== '',
    hasUser: session !== undefined && session.user.identity !== '',
    isToggleOn,
    subscription: session?.subscription ?? [],
  };
}
