import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from './icons/Icon.view';
import type { IconName } from './icons/icon-paths';
import { Tag } from './Tag.view';
import './NavCard.css';

export interface NavCardProps {
  readonly to: string;
  readonly icon: IconName;
  readonly title: string;
  readonly description: string;
  /** Shown as a 'new' tag (e.g. 'New'). */
  readonly tag?: string | undefined;
}

/** The whole card is one link; its name is the title and the description describes it. */
export function NavCard({ to, icon, title, description, tag }: NavCardProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Link to={to} className="ui-nav-card" aria-labelledby={titleId} aria-describedby={descriptionId}>
      <span className="ui-nav-card__icon">
        <Icon name={icon} size={24} />
      </span>
      <span className="ui-nav-card__body">
        <span className="ui-nav-card__heading">
          <span id={titleId} className="ui-nav-card__title">
            {title}
          </span>
          {tag ? <Tag tone="new">{tag}</Tag> : null}
        </span>
        <span id={descriptionId} className="ui-nav-card__description">
          {description}
        </span>
      </span>
    </Link>
  );
}
