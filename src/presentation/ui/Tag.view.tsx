import type { HTMLAttributes, ReactNode } from 'react';
import './Tag.css';

export type TagTone = 'new' | 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'children'> {
  readonly tone?: TagTone | undefined;
  readonly children: ReactNode;
}

/** A small pill label; other span attributes (e.g. data-*) pass through. */
export function Tag({ tone = 'neutral', children, ...rest }: TagProps) {
  return (
    <span {...rest} className={`ui-tag ui-tag--${tone}`}>
      {children}
    </span>
  );
}
