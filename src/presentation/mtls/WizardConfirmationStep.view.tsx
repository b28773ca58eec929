import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CertificateWizardPresenter } from './certificate-wizard.presenter';

/** Step 'confirmation' (spec 1 §4): what Finish will send, to check before sending it. */
export const WizardConfirmationStep = observer(function WizardConfirmationStep({
  wizard,
}: {
  readonly wizard: CertificateWizardPresenter;
}) {
  const { t } = useTranslation('mtls');
  return (
    <div className="mtls-step">
      <p className="mtls-step__intro">{t('wizard.confirmation.intro')}</p>
      <dl className="mtls-summary">
        <dt>{t('wizard.confirmation.file')}</dt>
        <dd>{wizard.fileName}</dd>
        <dt>{t('wizard.confirmation.description')}</dt>
        <dd>{wizard.description.trim()}</dd>
        <dt>{t('wizard.confirmation.hosts')}</dt>
        <dd>
          <ul className="mtls-summary__hosts">
            {wizard.hostsToSave.map((host, index) => (
              <li key={index}>{host}</li>
            ))}
          </ul>
        </dd>
      </dl>
      {wizard.submitting ? (
        <p className="mtls-step__status" role="status">
          {t('wizard.submitting')}
        </p>
      ) : null}
    </div>
  );
});
