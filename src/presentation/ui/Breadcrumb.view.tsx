import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/Icon.view';
import { InlineEditableText } from './InlineEditableText.view';
import { Skeleton } from './Skeleton.view';
import './Breadcrumb.css';

export interface BreadcrumbItem {
  readonly label: string;
  /** A module route; without it the item is plain text. */
  readonly to?: string | undefined;
}

export interface BreadcrumbEditableLast {
  readonly value: string;
  /** Accessible name of the editable text. */
  readonly label: string;
  readonly onSave: (value: string) => void | Promise<void>;
  readonly minLength?: number | undefined;
  readonly maxLength?: number | undefined;
  readonly error?: string | undefined;
  readonly disabled?: boolean | undefined;
}

export interface BreadcrumbProps {
  readonly items: readonly BreadcrumbItem[];
  /** Appended after `items` as the current (last) item, edited in place. */
  readonly editableLast?: BreadcrumbEditableLast | undefined;
  /** A last item still loading: a skeleton stands in its place (its label is announced). */
  readonly loadingLast?: string | undefined;
}

function Separator() {
  return <Icon name="chevron-right" size={16} className="ui-breadcrumb__separator" />;
}

export function Breadcrumb({ items, editableLast, loadingLast }: BreadcrumbProps) {
  const { t } = useTranslation('ui');
  const lastIndex = editableLast || loadingLast !== undefined ? items.length : items.length - 1;
  return (
    <nav className="ui-breadcrumb" aria-label={t('breadcrumb')}>
      <ol className="ui-breadcrumb__list">
        {items.map((item, index) => {
          const current = index === lastIndex;
          return (
            <li key={`${index}:${item.label}`} className="ui-breadcrumb__item">
              {index > 0 ? <Separator /> : null}
              {item.to !== undefined && !current ? (
                <Link className="ui-breadcrumb__link" to={item.to}>
                  {item.label}
                </Link>
              ) : (
                <span className="ui-breadcrumb__current" aria-current={current ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
        {editableLast ? (
          <li className="ui-breadcrumb__item" aria-current="page">
            {items.length > 0 ? <Separator /> : null}
            <InlineEditableText
              className="ui-breadcrumb__editable"
              value={editableLast.value}
              label={editableLast.label}
              onSave={editableLast.onSave}
              minLength={editableLast.minLength}
              maxLength={editableLast.maxLength}
              error={editableLast.error}
              disabled={editableLast.disabled}
            />
          </li>
        ) : null}
        {loadingLast !== undefined && !editableLast ? (
          <li className="ui-breadcrumb__item" aria-current="page" aria-busy="true">
            {items.length > 0 ? <Separator /> : null}
            <span className="ui-visually-hidden">{loadingLast}</span>
            <Skeleton width={120} height={16} />
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
