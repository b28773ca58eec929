import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LoadProgress } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('LoadProgress (issue 34 §2)', () => {
  it('issue 34 §2: a known total gives a determinate native progress named by the line', () => {
    renderWithKit(<LoadProgress text="Reading bots: 120 of 2,000" done={120} total={2000} />);
    const bar = screen.getByRole('progressbar', { name: 'Reading bots: 120 of 2,000' });
    expect(bar.tagName).toBe('PROGRESS');
    expect(bar).toHaveAttribute('value', '120');
    expect(bar).toHaveAttribute('max', '2000');
    expect(bar.closest('[data-load-progress]')).not.toBeNull();
  });

  it('issue 34 §2: an unknown total (still paging) gives an indeterminate bar, never a made-up share', () => {
    renderWithKit(<LoadProgress text="Loading members: 300 so far…" done={300} />);
    const bar = screen.getByRole('progressbar', { name: 'Loading members: 300 so far…' });
    expect(bar).not.toHaveAttribute('value');
    expect(bar).not.toHaveAttribute('max');
  });
});
