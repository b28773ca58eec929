import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentDialogFrame } from './ContentDialogFrame.view';
import type { ContentModal } from './content-modal.presenter';

/** Spec 2 §2.7 'Add URL' and §2.9 'Update URL' (prefilled with the document's URL). */
export const UrlContentDialog = observer(function UrlContentDialog({
  modal,
}: {
  readonly modal: ContentModal;
}) {
  const { t } = useTranslation('knowledgeBase');
  const inputId = useId();
  const errorId = useId();
  // The error shows once the user left the field or tried to save, not while typing.
  const [touched, setTouched] = useState(false);
  const isUpdate = modal.kind === 'update-url';
  const error = touched ? modal.urlError : undefined;
  const close = () => {
    setTouched(false);
    modal.cancelClicked();
  };
  return (
    <ContentDialogFrame
      modal={modal}
      open={modal.kind === 'add-url' || isUpdate}
      title={t(isUpdate ? 'documents.updateUrlDialog.title' : 'documents.addUrlDialog.title')}
      subtitle={isUpdate ? undefined : t('documents.addUrlDialog.subtitle')}
      saveText={isUpdate ? 'update' : 'save'}
      onClose={close}
      onSubmit={() => {
        setTouched(true);
        void modal.saveClicked().then(() => {
          if (modal.kind === undefined) setTouched(false);
        });
      }}
    >
      <label htmlFor={inputId} className="kb-create__label">
        {t('documents.dialog.urlLabel')}
      </label>
      <input
        id={inputId}
        type="url"
        className="kb-create__input"
        value={modal.url}
        placeholder={t('documents.dialog.urlPlaceholder')}
        disabled={modal.saving}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? errorId : undefined}
        onChange={(event) => modal.urlChanged(event.target.value)}
        onBlur={() => setTouched(true)}
        autoComplete="off"
      />
      {error !== undefined ? (
        <p id={errorId} className="kb-create__error" role="alert">
          {t(error === 'required' ? 'documents.dialog.urlRequired' : 'documents.dialog.urlInvalid')}
        </p>
      ) : null}
    </ContentDialogFrame>
  );
});
