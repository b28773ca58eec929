import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceControl } from '../../../src/presentation/ui/ChoiceControl.view';
import { axeViolations } from './ui-test-kit';

describe('ChoiceControl (shared by Checkbox and Switch)', () => {
  it('a labelled native checkbox followed by its drawing; clicking the text reports the next state', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <ChoiceControl
        block="ui-demo"
        checked={false}
        onChange={onChange}
        label="Only active"
        className="extra"
        visual={<span data-testid="drawing" aria-hidden="true" />}
      />,
    );
    const input = screen.getByRole('checkbox', { name: 'Only active' });
    expect(input.nextElementSibling).toBe(screen.getByTestId('drawing'));
    expect(input.closest('label')).toHaveClass('ui-choice', 'ui-demo', 'extra');
    expect(screen.getByText('Only active')).toHaveClass('ui-demo__label');
    await userEvent.click(screen.getByText('Only active'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disabled marks the label and blocks changes', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceControl
        block="ui-demo"
        role="switch"
        checked
        onChange={onChange}
        label="Calls"
        hideLabel
        disabled
        visual={null}
      />,
    );
    const input = screen.getByRole('switch', { name: 'Calls' });
    expect(input.closest('label')).toHaveClass('ui-choice--disabled');
    expect(screen.getByText('Calls')).toHaveClass('ui-visually-hidden');
    await userEvent.click(input);
    expect(onChange).not.toHaveBeenCalled();
  });
});
