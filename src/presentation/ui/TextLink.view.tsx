import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './icons/Icon.view';
import type { IconName } from './icons/icon-paths';
import './TextLink.css';

export interface TextLinkProps {
  /** A route of the module (react-router path). */
  readonly to: string;
  readonly children: ReactNode;
  readonly icon?: IconName | undefined;
  readonly className?: string | undefined;
  /** Router state handed to the target (e.g. where the page was opened from). */
  readonly state?: unknown;
  /** Called on a click, before the navigation (e.g. to track it). */
  readonly onClick?: (() => void) | undefined;
}

export function TextLink({ to, children, icon, className, state, onClick }: TextLinkProps) {
  return (
    <Link
      to={to}
      state={state}
      onClick={onClick}
      className={className ? `ui-text-link ${className}` : 'ui-text-link'}
    >
      {icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </Link>
  );
}
