import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

const LOCKED = 'You do not have access to this smart contact. Request access to the administrator.';

describe('Tooltip (spec 1 §2 Copilot: locked bot tooltip)', () => {
  it('is hidden until the trigger gets focus, and describes the trigger', async () => {
    renderWithKit(
      <Tooltip content={LOCKED}>
        <button type="button">Locked bot</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Locked bot' });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(LOCKED);
    expect(trigger).toHaveAccessibleDescription(LOCKED);
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on hover and hides on leave', async () => {
    renderWithKit(
      <Tooltip content="Info">
        <button type="button">i</button>
      </Tooltip>,
    );
    await userEvent.hover(screen.getByRole('button', { name: 'i' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Info');
    await userEvent.unhover(screen.getByRole('button', { name: 'i' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Escape hides it while the trigger keeps focus', async () => {
    renderWithKit(
      <Tooltip content="Info">
        <button type="button" aria-describedby="other">
          i
        </button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'i' });
    expect(trigger.getAttribute('aria-describedby')?.split(' ')[0]).toBe('other');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
