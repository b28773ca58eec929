import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui';

export type PipelineMenuAction = 'open' | 'team' | 'logs' | 'delete';
const ACTIONS: readonly PipelineMenuAction[] = ['open', 'team', 'logs', 'delete'];

/**
 * A row's menu (spec 2 §2.13: Open, Team, Logs, Delete): a button and a menu under it. Opening
 * focuses the first item; Escape or a click outside closes it and focus returns to the button.
 */
export function PipelineRowMenu({
  name,
  onAction,
  canDelete = true,
}: {
  readonly name: string;
  readonly onAction: (action: PipelineMenuAction) => void;
  /** Spec 2 §6: Delete is a write; Open, Team and Logs only lead to the portal. */
  readonly canDelete?: boolean;
}) {
  const { t } = useTranslation('pipelines');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    rootRef.current?.querySelector<HTMLElement>('button')?.focus();
  }

  return (
    <div className="pipelines-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="ui-icon-button"
        aria-label={t('menu.label', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon name="chevron-down" size={18} />
      </button>
      {open ? (
        <ul id={menuId} role="menu" aria-label={t('menu.label', { name })} className="pipelines-menu__list">
          {ACTIONS.filter((action) => canDelete || action !== 'delete').map((action) => (
            <li key={action} role="none">
              <button
                type="button"
                role="menuitem"
                className={`pipelines-menu__item pipelines-menu__item--${action}`}
                onClick={() => {
                  setOpen(false);
                  onAction(action);
                }}
              >
                {t(`menu.${action}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
