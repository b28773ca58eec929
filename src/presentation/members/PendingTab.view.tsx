import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, TABLE_BODY_HEIGHTS } from '../ui';
import { memberRowId, usePendingColumns } from './member-columns';
import type { MembersPagePresenter } from './members-page.presenter';
import { PartialSelectionNote } from './MembersPartial.view';

/** Spec 1 §2 Pending tab: requests to join, answered one by one or in bulk by editors. */
export const PendingTab = observer(function PendingTab({ page }: { readonly page: MembersPagePresenter }) {
  const { t } = useTranslation('members');
  const state = page.pendingTab;
  const selectable = page.canEditMembers;
  const columns = usePendingColumns(state, selectable);
  return (
    <DataTable
      rows={page.list.pendingItems}
      columns={columns}
      getRowId={memberRowId}
      selectable={selectable}
      selectedIds={selectable ? state.selection : undefined}
      onSelectionChange={selectable ? state.selectionChanged : undefined}
      selectionActions={
        selectable ? (
          <>
            <Button
              size="sm"
              icon="check"
              disabled={state.busy}
              onClick={() => void state.acceptSelectedClicked()}
            >
              {t('pending.accept')}
            </Button>
            <Button
              size="sm"
              variant="danger"
              icon="trash"
              disabled={state.busy}
              onClick={() => void state.rejectSelectedClicked()}
            >
              {t('pending.delete')}
            </Button>
            <PartialSelectionNote page={page} tab="pending" />
          </>
        ) : undefined
      }
      emptyText={t('pending.empty')}
      bodyMaxHeight={TABLE_BODY_HEIGHTS.members}
      virtualizeThreshold={100}
      caption={t('caption.pending')}
      onVisibleRowsChange={page.visibleRowsChanged}
    />
  );
});
