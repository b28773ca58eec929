import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InfoTip } from '../../../src/presentation/ui/InfoTip.view';

describe('InfoTip (the one info tooltip button)', () => {
  it('is a named button that shows its explanation on focus, and tells each showing', () => {
    const shown = vi.fn();
    render(<InfoTip label="More about MIU" content="Counted once a month" className="x" onShow={shown} />);
    const button = screen.getByRole('button', { name: 'More about MIU' });
    expect(button).toHaveClass('ui-icon-button', 'x');
    fireEvent.focus(button);
    expect(screen.getByText('Counted once a month')).toBeInTheDocument();
    fireEvent.mouseEnter(button);
    expect(shown).toHaveBeenCalledTimes(2);
  });
});
