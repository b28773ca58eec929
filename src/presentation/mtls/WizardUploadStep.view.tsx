import { observer } from 'mobx-react-lite';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CERTIFICATE_EXTENSION } from '../../domain/mtls/certificate-file.rule';
import { Icon } from '../ui';
import type { CertificateWizardPresenter } from './certificate-wizard.presenter';
import { FILE_ERROR_KEYS } from './mtls-text-keys';

/** Step 'upload' (spec 1 §2/§5): one .pfx file and its password (no validation on the password). */
export const WizardUploadStep = observer(function WizardUploadStep({
  wizard,
}: {
  readonly wizard: CertificateWizardPresenter;
}) {
  const { t } = useTranslation('mtls');
  const ids = { label: useId(), input: useId(), name: useId(), error: useId(), password: useId() };
  const error = wizard.fileError;

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    wizard.fileChosen(event.target.files?.[0]);
    // Choosing the same file again after an error must fire another change.
    event.target.value = '';
  }

  return (
    <div className="mtls-step">
      <div className="mtls-field">
        <span id={ids.label} className="mtls-field__label">
          {t('wizard.upload.file')}
        </span>
        <div className="mtls-file">
          <input
            id={ids.input}
            type="file"
            accept={CERTIFICATE_EXTENSION}
            className="mtls-file__input"
            aria-labelledby={`${ids.label} ${ids.name}`}
            aria-describedby={error === null ? undefined : ids.error}
            aria-invalid={error === null ? undefined : true}
            onChange={onFileChange}
          />
          <label htmlFor={ids.input} className="mtls-file__button">
            <Icon name="upload" size={18} />
            {t('wizard.upload.choose')}
          </label>
          <span id={ids.name} className="mtls-file__name" data-testid="mtls-file-name">
            {wizard.fileName === '' ? t('wizard.upload.noFile') : wizard.fileName}
          </span>
        </div>
        {error === null ? null : (
          <p id={ids.error} className="mtls-field__error" role="alert">
            {t(FILE_ERROR_KEYS[error])}
          </p>
        )}
      </div>
      <div className="mtls-field">
        <label htmlFor={ids.password} className="mtls-field__label">
          {t('wizard.upload.password')}
        </label>
        <input
          id={ids.password}
          type="password"
          className="mtls-input"
          autoComplete="off"
          value={wizard.password}
          onChange={(event) => wizard.passwordChanged(event.target.value)}
        />
      </div>
    </div>
  );
});
