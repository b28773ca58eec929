import type { CSSProperties } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  readonly width?: number | string | undefined;
  readonly height?: number | string | undefined;
  /** Several text-like bars; the last one is shorter, as a paragraph ends. */
  readonly lines?: number | undefined;
}

export function Skeleton({ width = '100%', height = 16, lines = 1 }: SkeletonProps) {
  const count = Math.max(1, Math.floor(lines));
  const bars = Array.from({ length: count }, (_, index) => index);
  return (
    <span className="ui-skeleton" aria-hidden="true" style={{ width }}>
      {bars.map((index) => {
        const style: CSSProperties = {
          height,
          width: count > 1 && index === count - 1 ? '60%' : '100%',
        };
        return <span key={index} className="ui-skeleton__bar" style={style} />;
      })}
    </span>
  );
}
