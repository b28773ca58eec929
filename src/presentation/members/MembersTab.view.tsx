import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { UndoBar } from '../shared/undo/UndoBar.view';
import { Button, DataTable, TABLE_BODY_HEIGHTS } from '../ui';
import { DeleteMembersMenu } from './DeleteMembersMenu.view';
import { EditRoleMenu } from './EditRoleMenu.view';
import { memberRowId, useMemberColumns } from './member-columns';
import type { MembersPagePresenter } from './members-page.presenter';
import { MemberSearch } from './MemberSearch.view';
import { PartialSearchNote, PartialSelectionNote } from './MembersPartial.view';

/** The table reads only the debounced term, never the typed text (architecture.md §8). */
const MembersTable = observer(function MembersTable({ page }: { readonly page: MembersPagePresenter }) {
  const { t } = useTranslation('members');
  const columns = useMemberColumns();
  const tab = page.membersTab;
  const selectable = page.canEditMembers;
  return (
    <DataTable
      rows={page.visibleMembers}
      columns={columns}
      getRowId={memberRowId}
      selectable={selectable}
      selectedIds={selectable ? tab.selection : undefined}
      onSelectionChange={selectable ? tab.selectionChanged : undefined}
      selectionActions={
        selectable ? (
          <>
            <EditRoleMenu tab={tab} />
            <DeleteMembersMenu tab={tab} />
            <PartialSelectionNote page={page} tab="members" />
          </>
        ) : undefined
      }
      emptyText={page.search.term === '' ? t('empty') : t('noResults')}
      bodyMaxHeight={TABLE_BODY_HEIGHTS.members}
      // architecture.md §8: at most ~100 rows in the DOM, whatever the list or the search.
      virtualizeThreshold={100}
      caption={t('caption.members')}
      onVisibleRowsChange={page.visibleRowsChanged}
    />
  );
});

/** Spec 1 §2 Members tab: search, 'Invite' for editors, the Undo bar (issue 38 §2), the table. */
export const MembersTab = observer(function MembersTab({ page }: { readonly page: MembersPagePresenter }) {
  const { t } = useTranslation('members');
  return (
    <div className="members-tab">
      <div className="members-toolbar">
        <MemberSearch search={page.search} />
        {page.canEditMembers ? (
          <Button icon="plus" onClick={() => void page.inviteClicked()} loading={page.inviting}>
            {t('invite')}
          </Button>
        ) : null}
      </div>
      <PartialSearchNote page={page} />
      <UndoBar offer={page.undo} />
      <MembersTable page={page} />
    </div>
  );
});
