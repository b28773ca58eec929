import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Switch', () => {
  it('is a checkbox input with role switch, named by its label, toggling through onChange', async () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch checked={on} onChange={setOn} label="Is triggerable?" />;
    }
    renderWithKit(<Harness />);
    const control = screen.getByRole('switch', { name: 'Is triggerable?' });
    expect(control).toHaveAttribute('type', 'checkbox');
    expect(control).not.toBeChecked();
    await userEvent.click(control);
    expect(control).toBeChecked();
    await userEvent.keyboard(' ');
    expect(control).not.toBeChecked();
  });

  it('hideLabel keeps the name for assistive technology; disabled does not change', async () => {
    const onChange = vi.fn();
    renderWithKit(<Switch checked onChange={onChange} label="Calls" hideLabel disabled />);
    const control = screen.getByRole('switch', { name: 'Calls' });
    expect(screen.getByText('Calls')).toHaveClass('ui-visually-hidden');
    expect(control).toBeDisabled();
    await userEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
  });
});
