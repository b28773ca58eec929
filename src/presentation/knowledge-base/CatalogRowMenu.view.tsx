import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { menuPlacement } from '../shared/menu-placement';

export interface CatalogRowMenuItem {
  readonly id: string;
  readonly label: string;
  readonly onSelect: () => void;
}

/**
 * A menu button (WAI-ARIA): a row's action menu by default (a kebab glyph named by `label`),
 * or, with `trigger`, a labelled button such as the documents page's 'Add content'.
 * Enter, Space or ArrowDown open it on the first item, arrows move, Escape closes back on the
 * button, Tab or a click elsewhere closes it.
 */
export function CatalogRowMenu({
  label,
  open,
  items,
  onToggle,
  trigger,
  buttonClassName = 'ui-icon-button',
}: {
  /** The menu's accessible name (and the kebab button's, when there is no `trigger`). */
  readonly label: string;
  readonly open: boolean;
  readonly items: readonly CatalogRowMenuItem[];
  readonly onToggle: (open: boolean) => void;
  /** The button's visible content; the kebab glyph when absent. */
  readonly trigger?: ReactNode | undefined;
  readonly buttonClassName?: string | undefined;
}) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Fixed to the viewport by the button: the table's scrolling body would clip it otherwise.
  const [position, setPosition] = useState<CSSProperties>({});

  useLayoutEffect(() => {
    const rect = buttonRef.current?.getBoundingClientRect();
    if (!open || rect === undefined) return;
    const size = { width: window.innerWidth, height: window.innerHeight };
    setPosition(menuPlacement(rect, menuRef.current?.offsetHeight ?? 0, size));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) onToggle(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onToggle]);

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const entries = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = entries.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => entries[(to + entries.length) % entries.length]?.focus();
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') {
      onToggle(false);
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') onToggle(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  return (
    <div className="kb-row-menu">
      <button
        ref={buttonRef}
        type="button"
        className={`${buttonClassName} kb-row-menu__button`}
        aria-label={trigger === undefined ? label : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => onToggle(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            onToggle(true);
          }
        }}
      >
        {trigger ?? (
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="5" r="2" fill="currentColor" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
            <circle cx="12" cy="19" r="2" fill="currentColor" />
          </svg>
        )}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="kb-row-menu__list"
          style={position}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="kb-row-menu__item"
                onClick={item.onSelect}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
