import type { ReactNode } from 'react';
import { classNames } from './class-names';
import './Card.css';

export interface CardProps {
  readonly children: ReactNode;
  readonly className?: string | undefined;
  readonly as?: 'div' | 'section' | 'article' | undefined;
}

export function Card({ children, className, as: Element = 'div' }: CardProps) {
  return <Element className={classNames('ui-card', className)}>{children}</Element>;
}
