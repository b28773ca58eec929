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
}

export function TextLink({ to, children, icon, className }: TextLinkProps) {
  return (
    <Link to={to} className={className ? `ui-text-link ${className}` : 'ui-text-link'}>
      {icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </Link>
  );
}
