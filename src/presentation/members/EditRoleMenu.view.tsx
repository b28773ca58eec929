import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLE_TEXTS } from '../access/role-texts';
import { Button } from '../ui';
import type { MembersTabPresenter } from './members-tab.presenter';
import { MembersDropdown } from './MembersDropdown.view';

/** Spec 1 §2 'Edit dropdown': 'Edit N member(s)', the three roles with their descriptions, Apply or Cancel. */
export const EditRoleMenu = observer(function EditRoleMenu({ tab }: { readonly tab: MembersTabPresenter }) {
  const { t } = useTranslation('members');
  const { t: tAccess } = useTranslation('access');
  const groupId = useId();
  const title = t('edit.title', { total: tab.selectedCount });
  return (
    <MembersDropdown
      label={t('edit.trigger')}
      icon="edit"
      title={title}
      open={tab.editOpen}
      onOpenChange={tab.editToggled}
      disabled={tab.saving === 'delete'}
    >
      <p className="members-dropdown__title" aria-hidden="true">
        {title}
      </p>
      <fieldset className="members-roles" disabled={tab.saving !== undefined}>
        <legend className="ui-visually-hidden">{t('edit.roles')}</legend>
        {ROLE_TEXTS.map((role) => {
          const labelId = `${groupId}-${role.id}-label`;
          const descriptionId = `${groupId}-${role.id}-description`;
          return (
            <label key={role.id} className="members-roles__option">
              <input
                type="radio"
                name={groupId}
                value={role.id}
                checked={tab.chosenRole === role.id}
                onChange={() => tab.roleChosen(role.id)}
                aria-labelledby={labelId}
                aria-describedby={descriptionId}
              />
              <span className="members-roles__text">
                <span id={labelId} className="members-roles__label">
                  {tAccess(role.labelKey)}
                </span>
                <span id={descriptionId} className="members-roles__description">
                  {tAccess(role.descriptionKey)}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <div className="members-dropdown__actions">
        <Button
          variant="tertiary"
          size="sm"
          onClick={() => tab.editToggled(false)}
          disabled={tab.saving !== undefined}
        >
          {t('edit.cancel')}
        </Button>
        <Button
          size="sm"
          onClick={() => void tab.applyRoleClicked()}
          disabled={tab.applyDisabled}
          loading={tab.saving === 'role'}
        >
          {t('edit.apply')}
        </Button>
      </div>
    </MembersDropdown>
  );
});
