import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatDisplayNumber } from '../../domain/shared/number-display.rule';
import { normalizeLanguage } from '../i18n/language';
import { LoadProgress } from '../ui';
import type { MembersPagePresenter } from './members-page.presenter';

/** Numbers in the user's language ('3,400' / '3.400'), as the rest of the page writes them. */
export function useDisplayNumber(): (value: number) => string {
  const { i18n } = useTranslation('members');
  const language = normalizeLanguage(i18n.language);
  return (value) => formatDisplayNumber(value, language);
}

/**
 * Issue 34 §4: while the first load is still paging, a line says how many members came so far
 * (the table shows them already); it goes away once the list is complete.
 */
export const ListingProgress = observer(function ListingProgress({
  page,
}: {
  readonly page: MembersPagePresenter;
}) {
  const { t } = useTranslation('members');
  const display = useDisplayNumber();
  const listed = page.list.listed.length;
  // Before the first page the page's spinner says it is loading.
  if (!page.listingIncomplete || listed === 0) return null;
  return <LoadProgress text={t('partial.listing', { loaded: display(listed) })} done={listed} />;
});

/** Issue 34 §4: a search over a list still paging finds only the members loaded so far. */
export const PartialSearchNote = observer(function PartialSearchNote({
  page,
}: {
  readonly page: MembersPagePresenter;
}) {
  const { t } = useTranslation('members');
  if (!page.listingIncomplete || page.search.term === '') return null;
  return <p className="members-partial-note">{t('partial.search')}</p>;
});

/**
 * Issue 34 §4: beside the selection's actions while the list is still paging: select-all took
 * the rows loaded so far, and the actions apply to exactly the selected ones (rows that arrive
 * later are not added to a selection), so no bulk action silently stops short of the list.
 */
export const PartialSelectionNote = observer(function PartialSelectionNote({
  page,
  tab,
}: {
  readonly page: MembersPagePresenter;
  readonly tab: 'members' | 'pending';
}) {
  const { t } = useTranslation('members');
  const display = useDisplayNumber();
  if (!page.listingIncomplete) return null;
  const loaded = tab === 'members' ? page.list.memberItems.length : page.pendingCount;
  const key = tab === 'members' ? 'partial.selectMembers' : 'partial.selectRequests';
  return <span className="members-partial-note">{t(key, { loaded: display(loaded) })}</span>;
});
