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

/**
 * The whole card is clickable, but the link holds only the title (its ::after covers the card):
 * a link's name must contain its visible text (WCAG 2.5.3, Label in Name), so a link wrapping the
 * description too would have to be named by all of it. The description describes the link.
 */
export function NavCard({ to, icon, title, description, tag }: NavCardProps) {
  const descriptionId = useId();
  return (
    <div className="ui-nav-card">
      <span className="ui-nav-card__icon">
        <Icon name={icon} size={24} />
      </span>
      <span className="ui-nav-card__body">
        <span className="ui-nav-card__heading">
          <Link to={to} className="ui-nav-card__title ui-nav-card__link" aria-describedby={descriptionId}>
            {title}
          </Link>
          {tag ? <Tag tone="new">{tag}</Tag> : null}
        </span>
        <span id={descriptionId} className="ui-nav-card__description">
          {description}
        </span>
      </span>
    </div>
  );
}
