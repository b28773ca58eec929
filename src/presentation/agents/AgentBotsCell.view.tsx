import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentBotsDisplay } from '../../domain/agents/agent-bots.rule';
import { Icon } from '../ui';

/**
 * The Bot column (spec 1 §2): names joined by ', '; with more than one, a 'ver N' button opens
 * the list under 'Bots'. It opens in place, inside the row, so the table's scrolling body never
 * clips it; Escape or a click elsewhere closes it.
 */
export function AgentBotsCell({
  bots,
  display,
}: {
  readonly bots: readonly string[];
  readonly display: AgentBotsDisplay;
}) {
  const { t } = useTranslation('agents');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (bots.length === 0) return <span className="agents-bots__none">—</span>;
  return (
    <div className="agents-bots" ref={rootRef}>
      <span className="agents-bots__names" title={display.text}>
        {display.text}
      </span>
      {display.dropdownCount > 0 ? (
        <>
          <button
            type="button"
            className="agents-bots__toggle"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {t('bots.more', { total: display.dropdownCount })}
            <Icon name={open ? 'chevron-up' : 'chevron-down'} size={14} />
          </button>
          <div id={listId} className="agents-bots__menu" hidden={!open}>
            <p className="agents-bots__menu-title">{t('bots.title')}</p>
            <ul className="agents-bots__list">
              {bots.map((bot) => (
                <li key={bot}>{bot}</li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
    </div>
  );
}
