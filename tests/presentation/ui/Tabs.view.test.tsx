import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from '../../../src/presentation/ui';
import { axeViolations, renderWithKit } from './ui-test-kit';

const TABS = [
  { id: 'members', label: 'Members' },
  { id: 'pending', label: 'Pending', badge: 2 },
  { id: 'history', label: 'History' },
] as const;

function Harness() {
  const [active, setActive] = useState('members');
  return (
    <Tabs tabs={TABS} activeId={active} onChange={setActive} label="Members sections">
      <p>Panel of {active}</p>
    </Tabs>
  );
}

describe('Tabs (spec 1 §2 Members page: Members and Pending tabs)', () => {
  it('renders WAI-ARIA tabs with the active one selected and its panel', () => {
    renderWithKit(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Members sections' })).toBeInTheDocument();
    const members = screen.getByRole('tab', { name: 'Members' });
    expect(members).toHaveAttribute('aria-selected', 'true');
    expect(members).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Members' })).toHaveTextContent('Panel of members');
  });

  it('spec 1 §2: the Pending tab shows a count badge', () => {
    renderWithKit(<Harness />);
    expect(screen.getByRole('tab', { name: 'Pending 2' })).toBeInTheDocument();
  });

  it('arrow keys, Home and End move focus and select, wrapping around', async () => {
    renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await userEvent.keyboard('{ArrowRight}');
    const pending = screen.getByRole('tab', { name: /Pending/ });
    expect(pending).toHaveFocus();
    expect(pending).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of pending');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  });

  it('clicking a tab selects it', async () => {
    renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('Panel of history');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithKit(<Harness />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
