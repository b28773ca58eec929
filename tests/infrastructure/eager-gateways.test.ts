import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AgentPlanGateway } from '../../src/application/access/agent-plan.port';
import { UserRoleGateway } from '../../src/application/access/user-role.port';
import { SubscriptionGateway } from '../../src/application/billing/subscription.port';
import { AppSettings } from '../../src/application/shared/app-settings.port';
import { Clock } from '../../src/application/shared/clock.port';
import { FeatureToggles } from '../../src/application/shared/feature-toggles.port';
import { Logger } from '../../src/application/shared/logger.port';
import type { FakeHost } from '../../simulator/fake-host/fake-host';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../simulator/fake-host/fake-host.options';
import { FakeHostToken, memoryTransportModule } from '../../simulator/fake-host/in-process.transport';
import { eagerGatewayModules } from './support/eager-gateways';
import { hostAdaptersModule } from '../../src/infrastructure/host/host.module';
import { appSettings } from './support/memory-host';

function memoryContainer(): Container {
  const container = new Container();
  container.bind<AppSettings>(AppSettings).toConstantValue(appSettings);
  container.load(
    memoryTransportModule({ ...DEFAULT_FAKE_HOST_OPTIONS, role: 'member', flags: ['pipeline-enable'] }),
    hostAdaptersModule(),
    ...eagerGatewayModules(),
  );
  return container;
}

describe('the eager features’ gateway modules', () => {
  it('binds the three start-up gateways, FeatureToggles, Clock and Logger as singletons', () => {
    const container = memoryContainer();
    for (const token of [
      UserRoleGateway,
      AgentPlanGateway,
      SubscriptionGateway,
      FeatureToggles,
      Clock,
      Logger,
    ]) {
      expect(container.get(token)).toBe(container.get(token));
    }
  });

  it('the bootstrap calls work end to end in the memory profile', async () => {
    const container = memoryContainer();
    const host = container.get<FakeHost>(FakeHostToken);
    const { id } = host.state.tenant;
    const identity = host.state.loggedUser.identity;
    await expect(container.get<UserRoleGateway>(UserRoleGateway).getRole(id, identity)).resolves.toBe(
      'member',
    );
    await expect(container.get<SubscriptionGateway>(SubscriptionGateway).getPlanName(id)).resolves.toBe(
      'advanced',
    );
    await expect(container.get<AgentPlanGateway>(AgentPlanGateway).getActivePlan(id)).resolves.toMatchObject({
      reason: 'notConfigured',
    });
    const toggles = container.get<FeatureToggles>(FeatureToggles);
    await toggles.initialize({ userIdentity: identity, email: host.state.loggedUser.email, tenantId: id });
    expect(toggles.isEnabled('pipeline-enable')).toBe(true);
    expect(toggles.isEnabled('tenant-calls-settings')).toBe(false);
  });
});
