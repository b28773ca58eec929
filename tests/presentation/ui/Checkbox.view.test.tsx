import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Checkbox (spec 1 §2: a checkbox control with an optional label)', () => {
  it('reports the next state and shows the indeterminate state', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithKit(
      <Checkbox checked={false} onChange={onChange} label="View only triggered" />,
    );
    const box = screen.getByRole('checkbox', { name: 'View only triggered' });
    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    rerender(<Checkbox checked={false} indeterminate onChange={onChange} label="View only triggered" />);
    expect((box as HTMLInputElement).indeterminate).toBe(true);
    rerender(<Checkbox checked onChange={onChange} label="View only triggered" />);
    expect((box as HTMLInputElement).indeterminate).toBe(false);
    expect(box).toBeChecked();
  });
});
