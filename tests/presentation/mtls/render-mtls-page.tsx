import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { CertificateStorageGateway } from '../../../src/application/mtls/certificate-storage.gateway';
import { MtlsGateway } from '../../../src/application/mtls/mtls.gateway';
import { createContainer } from '../../../src/composition/container';
import type { FakeHostOptions } from '../../../src/infrastructure/fake-host/fake-host.contract';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../src/infrastructure/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../../src/infrastructure/fake-host/headless-host.ui';
import { App } from '../../../src/presentation/shell/App.view';
import { createAppRoutes } from '../../../src/presentation/shell/app-routes';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { FakeCertificateStorage } from '../../application/mtls/mtls-fakes';
import { testSettings } from '../shared/render-module';

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
  container.rebind<CertificateStorageGateway>(CertificateStorageGateway).toConstantValue(storage);
  if (gateway !== undefined) container.rebind<MtlsGateway>(MtlsGateway).toConstantValue(gateway);
  const router = createMemoryRouter(createAppRoutes(PAGE_ROUTES), { initialEntries: ['/mtls'] });
  const view = render(<App container={container} router={router} />);
  return { ...view, ui, storage, router };
}
