import type { ReactNode } from 'react';
import { classNames } from './class-names';
import { Icon } from './icons/Icon.view';
import type { IconName } from './icons/icon-paths';
import './EmptyState.css';

export interface EmptyStateProps {
  readonly title: string;
  readonly description?: string | undefined;
  readonly icon?: IconName | undefined;
  readonly action?: ReactNode | undefined;
  /** A variant's own class (FailedState's), beside the empty state's. */
  readonly className?: string | undefined;
  /** 'alert' when the state is announced as soon as it shows (FailedState, where a page asks it). */
  readonly role?: 'alert' | undefined;
}

export function EmptyState({ title, description, icon, action, className, role }: EmptyStateProps) {
  return (
    <div className={classNames('ui-empty-state', className)} role={role}>
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
