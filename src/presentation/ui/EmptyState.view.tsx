import type { ReactNode } from 'react';
import { Icon } from './icons/Icon.view';
import type { IconName } from './icons/icon-paths';
import './EmptyState.css';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: string | undefined;
  readonly icon?: IconName | undefined;
  readonly action?: ReactNode | undefined;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="ui-empty-state">
      {icon ? (
        <span className="ui-empty-state__icon">
          <Icon name={icon} size={32} />
        </span>
      ) : null}
      <p className="ui-empty-state__title">{title}</p>
      {description ? <p className="ui-empty-state__description">{description}</p> : null}
      {action ? <div className="ui-empty-state__action">{action}</div> : null}
    </div>
  );
}
