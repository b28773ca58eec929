import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { FailedState } from '../../../src/presentation/ui';
import { axeViolations, renderWithKit } from './ui-test-kit';

describe('FailedState (issue 36 §2: one failed-state view)', () => {
  it('spec 2 §8 Lists: shows the message, the description and a retry that reloads', () => {
    const onClick = vi.fn();
    renderWithKit(
      <FailedState
        message="Load Error"
        description="Try again or check your connection."
        retry={{ label: 'Try Again', onClick }}
      />,
    );
    expect(screen.getByText('Load Error')).toBeInTheDocument();
    expect(screen.getByText('Try again or check your connection.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('issue 36 §2: without a retry there is no button, and no alert unless asked', () => {
    const { container } = renderWithKit(<FailedState message="Failed to load" />);
    expect(screen.getByText('Failed to load')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('.ui-failed-state')).not.toBeNull();
  });

  it('issue 36 §2: as an alert, the message and the retry are announced together', async () => {
    const { container } = renderWithKit(
      <FailedState role="alert" message="Could not load" retry={{ label: 'Retry', onClick: vi.fn() }} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toContainElement(screen.getByRole('button', { name: 'Retry' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
