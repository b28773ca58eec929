import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ReferenceDateFlag } from '../../../src/application/reports/reference-date-flag.port';
import { UsageReportsGateway } from '../../../src/application/reports/usage-reports.port';
import { AppSettings } from '../../../src/application/shared/app-settings.port';
import { Clock } from '../../../src/application/shared/clock.port';
import { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { FeatureToggles } from '../../../src/application/shared/feature-toggles.port';
import { Logger } from '../../../src/application/shared/logger.port';
import { PagePrinter } from '../../../src/application/shared/page-printer.port';
import { FEATURE_LOADERS } from '../../../src/composition/lazy-feature-modules';
import { reportsGatewaysModule } from '../../../src/infrastructure/reports/reports-gateways.module';
import { appSettings, memoryHost, REFERENCE_DATE } from '../support/memory-host';

describe('reportsGatewaysModule', () => {
  it('binds the usage-report gateway, the reference-date flag and the page printer (issue 24 §4) as singletons that reach the fake backend', async () => {
    const { host, channel } = memoryHost();
    const container = new Container();
    container.bind<AppSettings>(AppSettings).toConstantValue(appSettings);
    container.bind<CommandChannel>(CommandChannel).toConstantValue(channel);
    container.bind<Clock>(Clock).toConstantValue({ now: () => REFERENCE_DATE });
    container
      .bind<Logger>(Logger)
      .toConstantValue({ error: () => undefined, warn: () => undefined, info: () => undefined });
    container.bind<FeatureToggles>(FeatureToggles).toConstantValue({
      initialize: () => Promise.resolve(),
      isEnabled: () => false,
    });
    container.load(reportsGatewaysModule());
    for (const token of [UsageReportsGateway, ReferenceDateFlag, PagePrinter]) {
      expect(container.get(token)).toBe(container.get(token));
    }
    const gateway = container.get<UsageReportsGateway>(UsageReportsGateway);
    await expect(gateway.agentSummary(host.state.tenant.id, '2025-03')).resolves.toMatchObject({
      status: 'SUCCESS',
      value: { metric: { metricId: 'Agent', quantity: 10 } },
    });
  });

  it("the lazy feature 'reports' loads the reports gateways module", async () => {
    const modules = await FEATURE_LOADERS.reports();
    expect(modules.length).toBeGreaterThan(0);
  });
});
