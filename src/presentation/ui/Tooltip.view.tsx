import { cloneElement, useEffect, useId, useState, type ReactElement } from 'react';
import './Tooltip.css';

export interface TooltipProps {
  readonly content: string;
  /** The focusable element described by the tooltip. */
  readonly children: ReactElement;
}

interface DescribedProps {
  'aria-describedby'?: string;
}

/** Shown while the trigger is hovered or focused; Escape hides it (WCAG 1.4.13). */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setVisible(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const trigger = children as ReactElement<DescribedProps>;
  const existing = trigger.props['aria-describedby'];
  const show = () => setVisible(true);
  const hide = () => setVisible(false);
  return (
    <span className="ui-tooltip" onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(trigger, { 'aria-describedby': existing ? `${existing} ${id}` : id })}
      <span id={id} role="tooltip" className="ui-tooltip__bubble" hidden={!visible}>
        {content}
      </span>
    </span>
  );
}
