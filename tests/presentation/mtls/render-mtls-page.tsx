import { render } from '@testing-library/react';
import { CertificateStorageGateway } from '../../../src/application/mtls/certificate-storage.port';
import { MtlsGateway } from '../../../src/application/mtls/mtls.port';
import { createContainer } from '../../../simulator/composition/container';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';
import { App } from '../../../src/presentation/shell/App.view';
import { AppRoutes } from '../../../src/presentation/shell/app-routes';
import { FeatureModules } from '../../../src/application/shared/feature-modules.port';
import { ContainerFeatureModules, FEATURE_LOADERS } from '../../../src/composition/lazy-feature-modules';
import { ContainerModule } from 'inversify';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { FakeCertificateStorage } from '../../application/mtls/mtls-fakes';
import { testSettings } from '../shared/render-module';
import { createTestRouter } from '../shared/test-router';

/**
 * The whole module on '/mtls' over the in-process fake host. The multipart upload is real
 * HTTP, which jsdom has no server for: its port is bound to a literal fake instead; a test
 * may also replace the mTLS service to make it fail.
 */
export function renderMtlsPage(fakeHost: Partial<FakeHostOptions> = {}, gateway?: MtlsGateway) {
  const ui = new HeadlessHostUi();
  const storage = new FakeCertificateStorage();
  const container = createContainer('memory', testSettings, {
    fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, lang: 'en', ...fakeHost },
    fakeHostUi: ui,
  });
  // The mTLS feature loads with its page; the test's stand-ins replace its bindings right after.
  const overrides = new ContainerModule((options) => {
    options.rebind<CertificateStorageGateway>(CertificateStorageGateway).toConstantValue(storage);
    if (gateway !== undefined) options.rebind<MtlsGateway>(MtlsGateway).toConstantValue(gateway);
  });
  const loaders = { ...FEATURE_LOADERS, mtls: async () => [...(await FEATURE_LOADERS.mtls()), overrides] };
  container
    .rebind<FeatureModules>(FeatureModules)
    .toConstantValue(new ContainerFeatureModules(container, loaders));
  const { router, wrap } = createTestRouter('/mtls');
  const view = render(<App container={container}>{wrap(<AppRoutes pages={PAGE_ROUTES} />)}</App>);
  return { ...view, ui, storage, router };
}
