import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui';
import type { MemberSearchPresenter } from './member-search.presenter';

/**
 * Spec 1 §2: a search icon opens a search input. This component alone reads what is typed,
 * so a keystroke re-renders the input and nothing else; the table follows the debounced term.
 */
export const MemberSearch = observer(function MemberSearch({
  search,
}: {
  readonly search: MemberSearchPresenter;
}) {
  const { t } = useTranslation('members');
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(search.open);

  // Focus follows the swap: into the input when it opens, back to the icon when it closes.
  useEffect(() => {
    if (search.open !== wasOpen.current) (search.open ? inputRef : toggleRef).current?.focus();
    wasOpen.current = search.open;
  }, [search.open]);

  if (!search.open) {
    return (
      <button
        ref={toggleRef}
        type="button"
        className="members-search__toggle"
        aria-label={t('search.open')}
        onClick={search.opened}
      >
        <Icon name="search" size={20} />
      </button>
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      search.closed();
    }
  }

  return (
    <div className="members-search" role="search">
      <Icon name="search" size={18} className="members-search__icon" />
      <input
        ref={inputRef}
        type="search"
        className="members-search__input"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search.text}
        onChange={(event) => search.changed(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="members-search__close"
        aria-label={t('search.close')}
        onClick={search.closed}
      >
        <Icon name="close" size={18} />
      </button>
    </div>
  );
});
