import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_FILE_ACCEPT } from '../../domain/knowledge-base/document-file.rule';
import { UploadProgressBar } from '../ui';
import { ContentDialogFrame } from './ContentDialogFrame.view';
import type { ContentModal } from './content-modal.presenter';

/** Spec 2 §9: the Update file modal is 536px wide. */
const UPDATE_FILE_WIDTH = 536;

/** Spec 2 §2.6 'Import file' and §2.8 'Update file': one file of the accepted formats. */
export const FileContentDialog = observer(function FileContentDialog({
  modal,
}: {
  readonly modal: ContentModal;
}) {
  const { t } = useTranslation('knowledgeBase');
  const inputId = useId();
  const hintId = useId();
  const isUpdate = modal.kind === 'update-file';
  const texts = isUpdate ? 'updateFileDialog' : 'importFileDialog';
  const [chosen] = modal.files;
  const error = modal.fileError;
  return (
    <ContentDialogFrame
      modal={modal}
      open={modal.kind === 'import-file' || isUpdate}
      title={t(`documents.${texts}.title`)}
      subtitle={t(`documents.${texts}.subtitle`)}
      width={isUpdate ? UPDATE_FILE_WIDTH : undefined}
    >
      <label htmlFor={inputId} className="kb-upload">
        <span className="kb-upload__title">{t('documents.dialog.chooseFile')}</span>
        <span id={hintId} className="kb-upload__hint">
          {t('documents.dialog.fileHint')}
        </span>
        {/* Keyed by the opening: a reopened modal starts with no file (spec 2 §2.8). */}
        <input
          key={modal.openCount}
          id={inputId}
          type="file"
          className="kb-upload__input"
          accept={DOCUMENT_FILE_ACCEPT}
          disabled={modal.saving}
          aria-describedby={hintId}
          onChange={(event) => modal.filesChosen([...(event.target.files ?? [])])}
        />
      </label>
      {chosen !== undefined && error === undefined ? (
        <p className="kb-upload__chosen">{t('documents.dialog.chosenFile', { name: chosen.name })}</p>
      ) : null}
      {error !== undefined ? (
        <p className="kb-create__error" role="alert">
          {t(error === 'too-many' ? 'documents.dialog.fileTooMany' : 'documents.dialog.fileUnsupported')}
        </p>
      ) : null}
      <UploadProgressBar
        phase={modal.upload.phase}
        percent={modal.upload.percent}
        label={chosen?.name ?? ''}
        onCancel={modal.upload.cancel}
        onRetry={() => void modal.saveClicked()}
      />
    </ContentDialogFrame>
  );
});
