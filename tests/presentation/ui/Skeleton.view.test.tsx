import { describe, expect, it } from 'vitest';
import { Skeleton } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Skeleton', () => {
  it('draws the lines asked for, hidden from assistive technology, the last one shorter', () => {
    const { container } = renderWithKit(<Skeleton lines={3} height={12} width={200} />);
    const skeleton = container.querySelector<HTMLElement>('.ui-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton?.style.width).toBe('200px');
    const bars = [...(skeleton?.querySelectorAll<HTMLElement>('.ui-skeleton__bar') ?? [])];
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => bar.style.width)).toEqual(['100%', '100%', '60%']);
    expect(bars[0]?.style.height).toBe('12px');
  });
});
