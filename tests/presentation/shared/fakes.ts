import type {
  AlertRequest,
  Application,
  HostGateway,
  ModalTemplate,
  ToastRequest,
  TopWindowRedirect,
  TrackingPayload,
  UploadErrorCode,
} from '../../../src/application/shared/host.port';
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

/** A HostGateway that records every fire-and-forget call (literal fake for presenters). */
export class RecordingHost implements HostGateway {
  readonly toasts: ToastRequest[] = [];
  readonly loading: ('start' | 'stop')[] = [];
  readonly heights: number[] = [];
  readonly navigations: string[] = [];
  readonly unauthorized: string[] = [];
  readonly tracks: TrackingPayload[] = [];
  language = 'en';
  tenantUrl: Promise<string> = Promise.resolve('https://acme.example.com');

  getCurrentUser(): Promise<LoggedUser> {
    return Promise.resolve(makeUser());
  }
  getCurrentTenant(): Promise<CurrentTenant> {
    return Promise.resolve(makeTenant());
  }
  readonly currentTenants: CurrentTenant[] = [];
  setCurrentTenant(tenant: CurrentTenant): Promise<void> {
    this.currentTenants.push(tenant);
    return Promise.resolve();
  }
  getCurrentLanguage(): Promise<string> {
    return Promise.resolve(this.language);
  }
  getApplicationsByTenant(): Promise<Application[]> {
    return Promise.resolve([]);
  }
  showModal(_template: ModalTemplate): Promise<boolean> {
    return Promise.resolve(false);
  }
  showAlert(_alert: AlertRequest): Promise<boolean> {
    return Promise.resolve(false);
  }
  getTenantPlan(): Promise<string> {
    return Promise.resolve('Business');
  }
  getTenantUrl(): Promise<string> {
    return this.tenantUrl;
  }
  getFeatureToggles(): Promise<Record<string, boolean>> {
    return Promise.resolve({});
  }
  toast(toast: ToastRequest): void {
    this.toasts.push(toast);
  }
  showUploadErrorToast(_code: UploadErrorCode): void {}
  startLoading(): void {
    this.loading.push('start');
  }
  stopLoading(): void {
    this.loading.push('stop');
  }
  heightChange(heightPx: number): void {
    this.heights.push(heightPx);
  }
  stateChangeSuccess(toUrl: string): void {
    this.navigations.push(toUrl);
  }
  unauthorizedAccess(path: string): void {
    this.unauthorized.push(path);
  }
  redirectToApplicationList(): void {}
  redirectTopWindow(): Promise<TopWindowRedirect> {
    return Promise.resolve('refused');
  }
  track(payload: TrackingPayload): void {
    this.tracks.push(payload);
  }
}

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
