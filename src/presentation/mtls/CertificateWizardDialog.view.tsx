import { observer } from 'mobx-react-lite';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardStep } from '../../domain/mtls/certificate-wizard.rule';
import { Button, Dialog, UploadProgressBar } from '../ui';
import type { MtlsPagePresenter } from './mtls-page.presenter';
import { WizardConfirmationStep } from './WizardConfirmationStep.view';
import { WizardInfoStep } from './WizardInfoStep.view';
import { WizardStepper } from './WizardStepper.view';
import { WizardUploadStep } from './WizardUploadStep.view';
import './CertificateWizard.css';

/** The 'Register new certificate' wizard modal (spec 1 §2/§4): Next, Back and Finish. */
export const CertificateWizardDialog = observer(function CertificateWizardDialog({
  page,
}: {
  readonly page: MtlsPagePresenter;
}) {
  const { t } = useTranslation('mtls');
  const formId = useId();
  const wizard = page.wizard;

  // Enter in a field goes on like the primary button: Next, or Finish on the last step.
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (wizard.isFinishVisible) void page.finishClicked();
    else wizard.nextClicked();
  }

  const footer = (
    <>
      {wizard.isBackVisible ? (
        <Button variant="secondary" disabled={wizard.isBackDisabled} onClick={wizard.backClicked}>
          {t('wizard.back')}
        </Button>
      ) : null}
      {wizard.isFinishVisible ? (
        <Button type="submit" form={formId} loading={wizard.submitting}>
          {t('wizard.finish')}
        </Button>
      ) : (
        <Button type="submit" form={formId} disabled={wizard.isNextDisabled}>
          {t('wizard.next')}
        </Button>
      )}
    </>
  );

  return (
    <Dialog open={page.wizardOpen} title={t('wizard.title')} onClose={page.wizardClosed} footer={footer}>
      <div className="mtls-wizard">
        <WizardStepper current={wizard.currentStep} />
        <form id={formId} className="mtls-wizard__form" noValidate onSubmit={onSubmit}>
          {wizard.step === WizardStep.upload ? <WizardUploadStep wizard={wizard} /> : null}
          {wizard.step === WizardStep.info ? <WizardInfoStep wizard={wizard} /> : null}
          {wizard.step === WizardStep.confirmation ? <WizardConfirmationStep wizard={wizard} /> : null}
        </form>
        {wizard.step === WizardStep.confirmation ? (
          <UploadProgressBar
            phase={wizard.upload.phase}
            percent={wizard.upload.percent}
            label={wizard.fileName}
            onCancel={wizard.upload.cancel}
            onRetry={() => void page.finishClicked()}
          />
        ) : null}
      </div>
    </Dialog>
  );
});
