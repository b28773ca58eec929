import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import type { ContentModal } from './content-modal.presenter';

/** Spec 2 §2.11: Cancel and Save (or Update), both disabled while saving. */
export const ContentDialogFooter = observer(function ContentDialogFooter({
  modal,
  formId,
  saveText = 'save',
}: {
  readonly modal: ContentModal;
  readonly formId: string;
  readonly saveText?: 'save' | 'update';
}) {
  const { t } = useTranslation('knowledgeBase');
  return (
    <>
      <Button variant="secondary" onClick={modal.cancelClicked} disabled={modal.saving}>
        {t('documents.dialog.cancel')}
      </Button>
      <Button type="submit" form={formId} disabled={modal.isSaveDisabled} loading={modal.saving}>
        {t(`documents.dialog.${saveText}`)}
      </Button>
    </>
  );
});
