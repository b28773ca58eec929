import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateCatalogName } from '../../domain/knowledge-base/catalog-name.rule';
import { Button, Dialog } from '../ui';
import type { CatalogListPresenter } from './catalog-list.presenter';

/** Spec 2 §2.4 'Create catalog modal'. */
export const CreateCatalogDialog = observer(function CreateCatalogDialog({
  page,
}: {
  readonly page: CatalogListPresenter;
}) {
  const { t } = useTranslation('knowledgeBase');
  const dialog = page.create;
  const inputId = useId();
  const errorId = useId();
  const [touched, setTouched] = useState(false);
  const showsError = touched && validateCatalogName(dialog.name) !== null;
  const close = () => {
    setTouched(false);
    dialog.cancelClicked();
  };
  return (
    <Dialog
      open={dialog.isOpen}
      title={t('create.title')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={dialog.saving}>
            {t('create.cancel')}
          </Button>
          <Button
            type="submit"
            form={`${inputId}-form`}
            disabled={dialog.isSaveDisabled}
            loading={dialog.saving}
          >
            {t('create.save')}
          </Button>
        </>
      }
    >
      <form
        id={`${inputId}-form`}
        className="kb-create"
        onSubmit={(event) => {
          event.preventDefault();
          void page.createSaved().then(() => setTouched(false));
        }}
      >
        <p className="kb-create__subtitle">{t('create.subtitle')}</p>
        <label htmlFor={inputId} className="kb-create__label">
          {t('create.nameLabel')}
        </label>
        <input
          id={inputId}
          className="kb-create__input"
          value={dialog.name}
          disabled={dialog.saving}
          aria-invalid={showsError}
          aria-describedby={showsError ? errorId : undefined}
          onChange={(event) => dialog.nameChanged(event.target.value)}
          onBlur={() => setTouched(true)}
          autoComplete="off"
        />
        {showsError ? (
          <p id={errorId} className="kb-create__error" role="alert">
            {t('create.nameRequired')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
});
