import type {
  FeatureToggleContext,
  FeatureToggles,
} from '../../../src/application/shared/feature-toggles.port';
import type { Logger } from '../../../src/application/shared/logger.port';
import type { Clock } from '../../../src/application/shared/clock.port';
import type { RoleId } from '../../../src/domain/access/role';
import type { Session } from '../../../src/domain/access/session';
import type { SubscriptionItem } from '../../../src/domain/billing/subscription.entity';
import type { Language } from '../../../src/domain/shared/language.rule';
import type { LoggedUser } from '../../../src/domain/tenant/logged-user.entity';
import type { CurrentTenant } from '../../../src/domain/tenant/tenant.entity';

export class RecordingLogger implements Logger {
  readonly errors: { message: string; detail: unknown }[] = [];
  readonly warnings: { message: string; detail: unknown }[] = [];
  error(message: string, detail?: unknown): void {
    this.errors.push({ message, detail });
  }
  warn(message: string, detail?: unknown): void {
    this.warnings.push({ message, detail });
  }

  readonly infos: { message: string; detail: unknown }[] = [];
  info(message: string, detail?: unknown): void {
    this.infos.push({ message, detail });
  }
}

export class StaticToggles implements FeatureToggles {
  constructor(private readonly on: readonly string[] = []) {}
  initialize(_context: FeatureToggleContext): Promise<void> {
    return Promise.resolve();
  }
  isEnabled(name: string): boolean {
    return this.on.includes(name);
  }
}

export const fixedClock = (iso: string): Clock => ({ now: () => new Date(iso) });

export function makeUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  return {
    identity: 'ana%40acme.com@blip.ai',
    email: 'ana@acme.com',
    fullName: 'Ana Souza',
    tenantId: 'acme',
    roleId: 'admin',
    localNode: 'ana%40acme.com@blip.ai/web',
    culture: 'en-US',
    extras: {},
    ...overrides,
  };
}

export function makeTenant(overrides: Partial<CurrentTenant> = {}): CurrentTenant {
  return {
    id: 'acme',
    name: 'Acme Corp',
    photoUri: undefined,
    creationDate: '2023-04-01T12:00:00Z',
    ownerIdentity: 'owner%40acme.com@blip.ai',
    plan: 'Enterprise',
    clusterName: 'cluster-a',
    ...overrides,
  };
}

export function metric(metricId: string, quantity = 10): SubscriptionItem {
  return { metricId, quantity, additionalItemValue: 1.5, allowAdditionalItem: true };
}

export function makeSession(
  options: {
    roleId?: RoleId;
    language?: Language;
    subscription?: readonly SubscriptionItem[];
    planName?: string;
  } = {},
): Session {
  return {
    user: makeUser({ roleId: options.roleId ?? 'admin' }),
    tenant: makeTenant(),
    language: options.language ?? 'en',
    subscription: options.subscription ?? [],
    planName: options.planName,
  };
}
