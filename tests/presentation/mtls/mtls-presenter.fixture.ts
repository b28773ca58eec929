import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { LoadCertificatesUseCase } from '../../../src/application/mtls/load-certificates.use-case';
import { RegisterCertificateUseCase } from '../../../src/application/mtls/register-certificate.use-case';
import { RemoveCertificateHostUseCase } from '../../../src/application/mtls/remove-certificate-host.use-case';
import { RemoveCertificateUseCase } from '../../../src/application/mtls/remove-certificate.use-case';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { CertificateHostsPresenter } from '../../../src/presentation/mtls/certificate-hosts.presenter';
import { CertificateWizardPresenter } from '../../../src/presentation/mtls/certificate-wizard.presenter';
import { MtlsPagePresenter } from '../../../src/presentation/mtls/mtls-page.presenter';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { certificate, FakeCertificateStorage, FakeMtlsGateway } from '../../application/mtls/mtls-fakes';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

/** The mTLS presenters over literal fakes, in English, with the 'Acme Corp' session. */
export function mtlsFixture(language: 'en' | 'pt' | 'es' = 'en') {
  const gateway = new FakeMtlsGateway();
  gateway.certificates = [
    certificate(),
    certificate({
      certificateId: 'c2:acme-crm',
      description: 'Legacy CRM',
      status: 'invalid',
      expirationDate: '2025-01-05T00:00:00Z',
      hosts: [{ hostId: 'h3', host: 'https://crm.acme.com' }],
    }),
  ];
  const storage = new FakeCertificateStorage();
  // Alerts answered from host.alertAnswers first, confirmed by default.
  const host = new FakeHostGateway({ alertAnswer: true });
  const logger = new RecordingLogger();
  const sessionStore = new SessionStore(new StaticToggles());
  sessionStore.setSession(makeSession({ language }));
  const i18n = createI18n(language, TEST_RESOURCES);
  const tracker = new Tracker(sessionStore, host, logger, fixedClock('2025-03-18T12:00:00Z'));
  const wizard = new CertificateWizardPresenter(
    new RegisterCertificateUseCase(gateway, storage, logger),
    sessionStore,
    hostFeedback(host),
    i18n,
    tracker,
  );
  const hosts = new CertificateHostsPresenter(
    new RemoveCertificateHostUseCase(gateway),
    sessionStore,
    host,
    logger,
    i18n,
    tracker,
    hostFeedback(host),
  );
  const page = new MtlsPagePresenter(
    sessionStore,
    new LoadCertificatesUseCase(gateway),
    new RemoveCertificateUseCase(gateway),
    host,
    logger,
    i18n,
    tracker,
    wizard,
    hosts,
    hostFeedback(host),
  );
  return { gateway, storage, host, logger, sessionStore, page, wizard, hosts };
}

/** A File as the browser's picker gives it. */
export function pickedFile(name = 'client.pfx', size = 2048, type = 'application/x-pkcs12'): File {
  return new File([new Uint8Array(size)], name, { type });
}
