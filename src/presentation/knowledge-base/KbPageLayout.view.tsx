import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { SearchField } from '../ui';

/**
 * The title block of the knowledge-base pages (spec 2 §2.3, §2.5, §2.12), with its actions. A
 * subtitle only where the spec gives one: §2.5 'Configure catalog' has none (issue 37 §7).
 */
export function KbPageHeader({
  title,
  subtitle,
  children,
}: {
  readonly title: string;
  readonly subtitle?: string | undefined;
  readonly children?: ReactNode;
}) {
  return (
    <header className="kb-page__header">
      <div>
        <h1 className="kb-page__title">{title}</h1>
        {subtitle === undefined ? null : <p className="kb-page__subtitle">{subtitle}</p>}
      </div>
      {children}
    </header>
  );
}

export interface KbSearch {
  readonly searchText: string;
  readonly searchChanged: (text: string) => void;
  readonly searchCleared: () => void;
}

/** A knowledge-base list: its search above, named by the list's caption. It observes the search. */
export const KbSearchSection = observer(function KbSearchSection({
  label,
  placeholder,
  search,
  children,
}: {
  readonly label: string;
  readonly placeholder: string;
  readonly search: KbSearch;
  readonly children: ReactNode;
}) {
  return (
    <section className="kb-page__list" aria-label={label}>
      <SearchField
        className="kb-page__search"
        value={search.searchText}
        placeholder={placeholder}
        onChange={search.searchChanged}
        onClear={search.searchCleared}
      />
      {children}
    </section>
  );
});
