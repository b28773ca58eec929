import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type IconName } from '../ui';

export interface MembersDropdownProps {
  readonly label: string;
  readonly icon: IconName;
  /** Names the panel for assistive technology (e.g. 'Edit 3 member(s)'). */
  readonly title: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly variant?: 'secondary' | 'danger' | undefined;
  readonly disabled?: boolean | undefined;
  readonly children: ReactNode;
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * The page's dropdowns (spec 1 §2 'Edit dropdown', 'Delete dropdown'): a button and a panel
 * under it. Opening moves focus into the panel; Escape or a click outside closes it and
 * focus returns to the button.
 */
export function MembersDropdown({
  label,
  icon,
  title,
  open,
  onOpenChange,
  variant = 'secondary',
  disabled,
  children,
}: MembersDropdownProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onOpenChange]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    event.stopPropagation();
    onOpenChange(false);
    rootRef.current?.querySelector<HTMLElement>('button')?.focus();
  }

  return (
    <div className="members-dropdown" ref={rootRef} onKeyDown={onKeyDown}>
      <Button
        variant={variant}
        size="sm"
        icon={icon}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onClick={() => onOpenChange(!open)}
      >
        {label}
      </Button>
      {open ? (
        <div id={panelId} ref={panelRef} role="dialog" aria-label={title} className="members-dropdown__panel">
          {children}
        </div>
      ) : null}
    </div>
  );
}
