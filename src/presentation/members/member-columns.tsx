import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleId } from '../../domain/access/role';
import { ROLE_TEXTS } from '../access/role-texts';
import type { MemberListItem } from '../../domain/members/member-search.rule';
import { isInvited } from '../../domain/members/member-status.rule';
import { Button, type Column } from '../ui';
import type { PendingTabPresenter } from './pending-tab.presenter';

export const memberRowId = (item: MemberListItem): string => item.key;

/** Spec 1 §2 Members tab: Name (fullName, ' (Pending)' for invitees), Email, Role. */
export function useMemberColumns(): readonly Column<MemberListItem>[] {
  const { t } = useTranslation('members');
  const { t: tAccess } = useTranslation('access');
  const name = t('columns.name');
  const email = t('columns.email');
  const role = t('columns.role');
  const suffix = t('pendingSuffix');
  // Translated once per language, not once per row and render: rows re-render while typing.
  const roleLabels = useMemo(
    () =>
      Object.fromEntries(ROLE_TEXTS.map((entry) => [entry.id, tAccess(entry.labelKey)])) as Record<
        RoleId,
        string
      >,
    [tAccess],
  );
  return useMemo(
    () => [
      {
        id: 'name',
        header: name,
        width: '35%',
        value: (item) => (isInvited(item.member) ? `${item.member.fullName}${suffix}` : item.member.fullName),
      },
      { id: 'email', header: email, width: '40%', value: (item) => item.member.email },
      { id: 'role', header: role, value: (item) => roleLabels[item.member.roleId] },
    ],
    [name, email, role, suffix, roleLabels],
  );
}

/** Spec 1 §2 Pending tab: Name, Email, and Accept and Delete on each row for editors. */
export function usePendingColumns(
  state: PendingTabPresenter,
  canEdit: boolean,
): readonly Column<MemberListItem>[] {
  const { t } = useTranslation('members');
  const name = t('columns.name');
  const email = t('columns.email');
  const actions = t('columns.actions');
  return useMemo(() => {
    const columns: Column<MemberListItem>[] = [
      { id: 'name', header: name, width: '35%', value: (item) => item.member.fullName },
      { id: 'email', header: email, value: (item) => item.member.email },
    ];
    if (canEdit) {
      columns.push({
        id: 'actions',
        header: actions,
        width: '220px',
        render: (item) => <PendingRowActions item={item} state={state} />,
      });
    }
    return columns;
  }, [name, email, actions, canEdit, state]);
}

/** An observer of its own, so a row's buttons follow the busy state without re-rendering the table. */
const PendingRowActions = observer(function PendingRowActions({
  item,
  state,
}: {
  readonly item: MemberListItem;
  readonly state: PendingTabPresenter;
}) {
  const { t } = useTranslation('members');
  const busy = state.busyIds.has(item.key);
  const name = item.member.fullName;
  return (
    <span className="members-row-actions">
      <Button
        size="sm"
        icon="check"
        aria-label={t('pending.acceptNamed', { name })}
        loading={busy}
        onClick={() => void state.acceptClicked(item.key)}
      >
        {t('pending.accept')}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        icon="trash"
        aria-label={t('pending.deleteNamed', { name })}
        disabled={busy}
        onClick={() => void state.rejectClicked(item.key)}
      >
        {t('pending.delete')}
      </Button>
    </span>
  );
});
