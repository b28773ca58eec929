import type { ReactNode } from 'react';
import './Tag.css';

export type TagTone = 'new' | 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface TagProps {
  readonly tone?: TagTone | undefined;
  readonly children: ReactNode;
}

export function Tag({ tone = 'neutral', children }: TagProps) {
  return <span className={`ui-tag ui-tag--${tone}`}>{children}</span>;
}
