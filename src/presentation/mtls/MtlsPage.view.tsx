import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../shared/use-presenter';
import { usePageHeader } from '../shell/shell-context';
import { Button, Card, Icon } from '../ui';
import { CertificateHostsDialog } from './CertificateHostsDialog.view';
import { CertificatesTable } from './CertificatesTable.view';
import { CertificateWizardDialog } from './CertificateWizardDialog.view';
import { MtlsPagePresenter } from './mtls-page.presenter';
import './MtlsPage.css';
import { pathOf } from '../shell/routes/route-lookup';

/** The mTLS certificates page (spec 1 §2 'mTLS page'). */
export const MtlsPage = observer(function MtlsPage() {
  const page = usePresenter(MtlsPagePresenter);
  const { t } = useTranslation('mtls');

  useEffect(() => {
    void page.load();
    return () => page.dispose();
  }, [page]);

  const tenantName = page.tenantName;
  const header = useMemo(
    () => ({ backTo: pathOf('home'), text: t('header', { tenantName }) }),
    [t, tenantName],
  );
  usePageHeader(header);

  return (
    <div className="mtls">
      <Card as="section" className="mtls-intro">
        <span className="mtls-intro__icon">
          <Icon name="lock" size={28} />
        </span>
        <div className="mtls-intro__text">
          <h2 className="mtls-intro__title">{t('intro.title')}</h2>
          <p className="mtls-intro__description">{t('intro.description')}</p>
        </div>
        <Button icon="plus" onClick={page.registerClicked}>
          {t('intro.register')}
        </Button>
      </Card>
      <section className="mtls-list" aria-labelledby="mtls-list-title">
        <h2 id="mtls-list-title" className="mtls-list__title">
          {t('table.title')}
        </h2>
        <CertificatesTable page={page} />
      </section>
      <CertificateWizardDialog page={page} />
      <CertificateHostsDialog hosts={page.hosts} />
    </div>
  );
});

export default MtlsPage;
