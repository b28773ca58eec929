import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CatalogsGateway } from '../../../src/application/knowledge-base/catalogs.port';
import { DocumentsGateway, KnowledgeMedia } from '../../../src/application/knowledge-base/documents.port';
import { AppSettings } from '../../../src/application/shared/app-settings.port';
import { LocalRun } from '../../../src/application/shared/local-run.port';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { memoryTransportModule } from '../../../simulator/fake-host/in-process.transport';
import { eagerGatewayModules } from '../support/eager-gateways';
import { hostAdaptersModule } from '../../../src/infrastructure/host/host.module';
import { knowledgeBaseGatewaysModule } from '../../../src/infrastructure/knowledge-base/knowledge-base-gateways.module';
import { appSettings } from '../support/memory-host';

describe('knowledgeBaseGatewaysModule', () => {
  it('loaded lazily after the eager gateways, resolves its gateways (KnowledgeMedia gets the MediaUploader)', async () => {
    const container = new Container();
    container.bind<AppSettings>(AppSettings).toConstantValue(appSettings);
    container.bind<LocalRun>(LocalRun).toConstantValue(true);
    container.load(
      memoryTransportModule(DEFAULT_FAKE_HOST_OPTIONS),
      hostAdaptersModule(),
      ...eagerGatewayModules(),
    );
    // As lazy-feature-modules.ts does when the route is first opened.
    await container.loadAsync(knowledgeBaseGatewaysModule());
    for (const token of [CatalogsGateway, DocumentsGateway, KnowledgeMedia]) {
      expect(container.get(token)).toBe(container.get(token));
    }
  });
});
