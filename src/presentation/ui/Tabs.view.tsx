import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from './Badge.view';
import './Tabs.css';

export interface TabItem {
  readonly id: string;
  readonly label: string;
  /** A count shown beside the label (e.g. pending requests); text for a count such as '12+'. */
  readonly badge?: number | string | undefined;
}

export interface TabsProps {
  readonly tabs: readonly TabItem[];
  readonly activeId: string;
  readonly onChange: (id: string) => void;
  /** The active tab's panel. */
  readonly children: ReactNode;
  /** Names the tab list for assistive technology. */
  readonly label?: string | undefined;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function Tabs({ tabs, activeId, onChange, children, label }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === activeId),
  );

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    listRef.current?.ownerDocument.getElementById(tabId(tab.id))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const active = tabs[activeIndex];
  return (
    <div className="ui-tabs">
      <div ref={listRef} className="ui-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="ui-tabs__tab"
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
              {tab.badge !== undefined ? (
                <>
                  {' '}
                  <Badge count={tab.badge} />
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        className="ui-tabs__panel"
        role="tabpanel"
        aria-labelledby={active ? tabId(active.id) : undefined}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}
