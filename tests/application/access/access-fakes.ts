import type { AgentPlanGateway } from '../../../src/application/access/agent-plan.port';
import type { UserRoleGateway } from '../../../src/application/access/user-role.port';
import type { SubscriptionGateway } from '../../../src/application/billing/subscription.port';
import type {
  FeatureToggleContext,
  FeatureToggles,
} from '../../../src/application/shared/feature-toggles.port';
import type { Logger } from '../../../src/application/shared/logger.port';
import type { AgentPlanStatus } from '../../../src/domain/access/agent-plan.entity';
import type { RoleId } from '../../../src/domain/access/role';
import type { SubscriptionItem } from '../../../src/domain/billing/subscription.entity';
import type { LoggedUser } from '../../../src/domain/tenant/logged-user.entity';
import type { CurrentTenant } from '../../../src/domain/tenant/tenant.entity';
import { FakeHostGateway } from '../../support/fake-host-gateway';

/** A promise the test settles by hand, to observe what runs in parallel. */
export class Deferred<T> {
  resolve!: (value: T) => void;
  reject!: (error: unknown) => void;
  readonly promise = new Promise<T>((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });
}

export const USER: LoggedUser = {
  identity: 'ana%40example.com@blip.ai',
  email: 'ana@example.com',
  fullName: 'Ana Souza',
  tenantId: 'acme',
  roleId: undefined,
  localNode: 'ana%40example.com@blip.ai/portal',
  culture: 'pt-BR',
  extras: {},
};

export const TENANT: CurrentTenant = {
  id: 'acme',
  name: 'Acme',
  photoUri: undefined,
  creationDate: '2023-04-05T10:00:00Z',
  ownerIdentity: 'owner@blip.ai',
  plan: 'standard',
  clusterName: 'cluster-1',
};

/** The host of the bootstrap: the USER and TENANT above, the language as the portal spells it. */
export const accessHost = () =>
  new FakeHostGateway({
    user: () => Promise.resolve(USER),
    tenant: () => Promise.resolve(TENANT),
    language: () => Promise.resolve('EN-us'),
    plan: 'standard',
    tenantUrl: 'acme.blip.ai',
  });

export class FakeUserRoles implements UserRoleGateway {
  readonly calls: [string, string][] = [];
  answer: () => Promise<RoleId> = () => Promise.resolve('admin');
  getRole(tenantId: string, userIdentity: string): Promise<RoleId> {
    this.calls.push([tenantId, userIdentity]);
    return this.answer();
  }
}

export class FakeSubscriptions implements SubscriptionGateway {
  readonly calls: string[] = [];
  metrics: () => Promise<SubscriptionItem[]> = () =>
    Promise.resolve([{ metricId: 'Agent', quantity: 5, additionalItemValue: 2, allowAdditionalItem: true }]);
  planName: () => Promise<string> = () => Promise.resolve('Standard');
  getPlanName(tenantId: string): Promise<string> {
    this.calls.push(`getPlanName:${tenantId}`);
    return this.planName();
  }
  getMetrics(tenantId: string): Promise<SubscriptionItem[]> {
    this.calls.push(`getMetrics:${tenantId}`);
    return this.metrics();
  }
}

export class FakeToggles implements FeatureToggles {
  readonly contexts: FeatureToggleContext[] = [];
  answer: () => Promise<void> = () => Promise.resolve();
  /** While set, the toggles read as they are only until the portal's late answer (issue 35 §2). */
  private late: Deferred<void> | undefined;
  private readonly listeners = new Set<() => void>();
  constructor(private on: readonly string[] = []) {}
  initialize(context: FeatureToggleContext): Promise<void> {
    this.contexts.push(context);
    return this.answer();
  }
  isEnabled(name: string): boolean {
    return this.on.includes(name);
  }
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  lateAnswer(): Promise<void> | undefined {
    return this.late?.promise;
  }
  /** The portal has not answered yet. */
  awaitLateAnswer(): void {
    this.late = new Deferred<void>();
  }
  /** Its late answer arrives, with these toggles on (none: an error, or it never came). */
  arrive(on: readonly string[] = this.on): void {
    this.on = on;
    const late = this.late;
    this.late = undefined;
    for (const listener of [...this.listeners]) listener();
    late?.resolve();
  }
}

export class FakeAgentPlans implements AgentPlanGateway {
  readonly calls: string[] = [];
  answer: () => Promise<AgentPlanStatus> = () =>
    Promise.resolve({ hasActivePaidPlan: true, isTrial: false, reason: undefined });
  getActivePlan(tenantId: string): Promise<AgentPlanStatus> {
    this.calls.push(tenantId);
    return this.answer();
  }
}

export class FakeLogger implements Logger {
  readonly errors: string[] = [];
  readonly warnings: string[] = [];
  error(message: string): void {
    this.errors.push(message);
  }
  warn(message: string): void {
    this.warnings.push(message);
  }
  info(): void {
    // Tracking logs are not what these tests look at.
  }
}
