import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/Icon.view';
import { toSafeHttpsUrl } from '../../domain/shared/safe-url.rule';
import './ExternalLink.css';

export interface ExternalLinkProps {
  /** Rendered as a link only when it is an https:// address; otherwise the text alone. */
  readonly href: string;
  readonly children: ReactNode;
  readonly className?: string | undefined;
}

export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  const { t } = useTranslation('ui');
  const safeHref = toSafeHttpsUrl(href);
  const classes = className ? `ui-external-link ${className}` : 'ui-external-link';
  if (!safeHref) return <span className={classes}>{children}</span>;
  return (
    <a className={classes} href={safeHref} target="_blank" rel="noopener noreferrer">
      {children}
      <Icon name="external-link" size={16} />
      <span className="ui-visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}
