import { ContainerModule } from 'inversify';
import { CertificateHostsPresenter } from './certificate-hosts.presenter';
import { CertificateWizardPresenter } from './certificate-wizard.presenter';
import { MtlsPagePresenter } from './mtls-page.presenter';

/** The mTLS page's presenters: one set per page mount. */
export function mtlsPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(MtlsPagePresenter).toSelf().inTransientScope();
    options.bind(CertificateWizardPresenter).toSelf().inTransientScope();
    options.bind(CertificateHostsPresenter).toSelf().inTransientScope();
  });
}
