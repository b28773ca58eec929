import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui';
import type { MembersTabPresenter } from './members-tab.presenter';
import { MembersDropdown } from './MembersDropdown.view';

/** Spec 1 §2 'Delete dropdown': 'Are you sure you want to delete these members?'. */
export const DeleteMembersMenu = observer(function DeleteMembersMenu({
  tab,
}: {
  readonly tab: MembersTabPresenter;
}) {
  const { t } = useTranslation('members');
  const question = t('delete.question');
  return (
    <MembersDropdown
      label={t('delete.trigger')}
      icon="trash"
      title={question}
      open={tab.deleteOpen}
      onOpenChange={tab.deleteToggled}
      variant="danger"
      disabled={tab.saving === 'role'}
    >
      <p className="members-dropdown__title">{question}</p>
      <div className="members-dropdown__actions">
        <Button
          variant="tertiary"
          size="sm"
          onClick={() => tab.deleteToggled(false)}
          disabled={tab.saving !== undefined}
        >
          {t('delete.cancel')}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => void tab.deleteConfirmed()}
          loading={tab.saving === 'delete'}
        >
          {t('delete.confirm')}
        </Button>
      </div>
    </MembersDropdown>
  );
});
