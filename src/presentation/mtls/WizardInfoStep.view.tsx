import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import type { CertificateWizardPresenter } from './certificate-wizard.presenter';
import type { HostRowView } from './wizard-host-rows';
import { DESCRIPTION_ERROR_KEYS, HOST_ERROR_KEYS } from './mtls-text-keys';

/** Step 'info' (spec 1 §2/§5): a description and the list of host URLs with '+' and '-'. */
export const WizardInfoStep = observer(function WizardInfoStep({
  wizard,
}: {
  readonly wizard: CertificateWizardPresenter;
}) {
  const { t } = useTranslation('mtls');
  const ids = { description: useId(), descriptionError: useId(), hosts: useId(), hint: useId() };
  const listRef = useRef<HTMLUListElement>(null);
  const count = wizard.hostRows.length;
  const previousCount = useRef(count);

  // A row added with '+' takes the focus, so typing can go on from the keyboard.
  useEffect(() => {
    if (count > previousCount.current) {
      const inputs = listRef.current?.querySelectorAll('input');
      inputs?.[inputs.length - 1]?.focus();
    }
    previousCount.current = count;
  }, [count]);

  const descriptionError = wizard.descriptionError;
  return (
    <div className="mtls-step">
      <div className="mtls-field">
        <label htmlFor={ids.description} className="mtls-field__label">
          {t('wizard.info.description')}
        </label>
        <input
          id={ids.description}
          type="text"
          className="mtls-input"
          value={wizard.description}
          aria-invalid={descriptionError === null ? undefined : true}
          aria-describedby={descriptionError === null ? undefined : ids.descriptionError}
          onChange={(event) => wizard.descriptionChanged(event.target.value)}
          onBlur={wizard.descriptionBlurred}
        />
        {descriptionError === null ? null : (
          <p id={ids.descriptionError} className="mtls-field__error" role="alert">
            {t(DESCRIPTION_ERROR_KEYS[descriptionError])}
          </p>
        )}
      </div>
      <fieldset className="mtls-field mtls-hosts-field" aria-describedby={ids.hint}>
        <legend className="mtls-field__label">{t('wizard.info.hosts')}</legend>
        <p id={ids.hint} className="mtls-field__hint">
          {t('wizard.info.hostsHint')}
        </p>
        <ul className="mtls-host-rows" ref={listRef}>
          {wizard.hostRows.map((row) => (
            <HostRow key={row.index} wizard={wizard} row={row} />
          ))}
        </ul>
      </fieldset>
    </div>
  );
});

const HostRow = observer(function HostRow({
  wizard,
  row,
}: {
  readonly wizard: CertificateWizardPresenter;
  readonly row: HostRowView;
}) {
  const { t } = useTranslation('mtls');
  const errorId = useId();
  const number = row.index + 1;
  return (
    <li className="mtls-host-row">
      <div className="mtls-host-row__line">
        <input
          type="url"
          inputMode="url"
          className="mtls-input"
          aria-label={t('wizard.info.host', { number })}
          aria-invalid={row.error === null ? undefined : true}
          aria-describedby={row.error === null ? undefined : errorId}
          value={row.value}
          onChange={(event) => wizard.hostChanged(row.index, event.target.value)}
          onBlur={() => wizard.hostBlurred(row.index)}
        />
        {/* Fixed slots keep every host field the same width, whichever buttons a row has. */}
        <span className="mtls-host-row__control">
          {row.showRemove ? (
            <Button
              variant="tertiary"
              size="sm"
              icon="minus"
              aria-label={t('wizard.info.removeHost', { number })}
              title={t('wizard.info.removeHost', { number })}
              onClick={() => wizard.hostRemoved(row.index)}
            />
          ) : null}
        </span>
        <span className="mtls-host-row__control">
          {row.showAdd ? (
            <Button
              variant="tertiary"
              size="sm"
              icon="plus"
              aria-label={t('wizard.info.addHost')}
              title={t('wizard.info.addHost')}
              onClick={wizard.hostAdded}
            />
          ) : null}
        </span>
      </div>
      {row.error === null ? null : (
        <p id={errorId} className="mtls-field__error" role="alert">
          {t(HOST_ERROR_KEYS[row.error])}
        </p>
      )}
    </li>
  );
});
