import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { ConversationReportsGateway } from '../../../src/application/reports/conversation-reports.port';
import { RevenueGateway } from '../../../src/application/reports/revenue.port';
import { AppSettings } from '../../../src/application/shared/app-settings.port';
import { Clock } from '../../../src/application/shared/clock.port';
import { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { FeatureToggles } from '../../../src/application/shared/feature-toggles.port';
import { Logger } from '../../../src/application/shared/logger.port';
import { reportDataFeatureModules } from '../../../src/composition/features/report-data.feature';
import { reportsFeatureModules } from '../../../src/composition/features/reports.feature';
import { conversationRevenueGatewaysModule } from '../../../src/infrastructure/reports/conversation-revenue-gateways.module';
import { reportsGatewaysModule } from '../../../src/infrastructure/reports/reports-gateways.module';
import { appSettings, memoryHost, REFERENCE_DATE } from '../support/memory-host';

describe("conversation and revenue gateways in the lazy feature 'reportData'", () => {
  it('binds both gateways as singletons sharing the reference-date flag, reaching the fake backend', async () => {
    const { host, channel } = memoryHost();
    const container = new Container();
    container.bind<AppSettings>(AppSettings).toConstantValue(appSettings);
    container.bind<CommandChannel>(CommandChannel).toConstantValue(channel);
    container.bind<Clock>(Clock).toConstantValue({ now: () => REFERENCE_DATE });
    container
      .bind<Logger>(Logger)
      .toConstantValue({ error: () => undefined, warn: () => undefined, info: () => undefined });
    const reads: string[] = [];
    container.bind<FeatureToggles>(FeatureToggles).toConstantValue({
      initialize: () => Promise.resolve(),
      isEnabled: (name) => {
        reads.push(name);
        return true;
      },
    });
    await container.loadAsync(reportsGatewaysModule(), conversationRevenueGatewaysModule());
    for (const token of [ConversationReportsGateway, RevenueGateway]) {
      expect(container.get(token)).toBe(container.get(token));
    }
    const conversations = container.get<ConversationReportsGateway>(ConversationReportsGateway);
    const tenantId = host.state.tenant.id;
    await expect(conversations.wabas(tenantId, '2025-03')).resolves.toMatchObject({ status: 'SUCCESS' });
    await expect(conversations.sessionSummary(tenantId, '2025-03')).resolves.toMatchObject({
      status: 'SUCCESS',
    });
    // spec 3 §7: the flag is read once and cached.
    expect(reads).toEqual(['billing-use-subscription-reference-date']);
    const revenue = container.get<RevenueGateway>(RevenueGateway);
    await expect(revenue.contractRules(tenantId)).resolves.toMatchObject({ status: 'SUCCESS' });
  });

  it("the 'reportData' feature holds the gateways and the plan overview's use case; 'reports' the pages'", () => {
    expect(reportDataFeatureModules()).toHaveLength(3);
    expect(reportsFeatureModules()).toHaveLength(2);
  });
});
