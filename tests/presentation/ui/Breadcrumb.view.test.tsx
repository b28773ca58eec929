import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Breadcrumb } from '../../../src/presentation/ui';
import { axeViolations, renderWithKit } from './ui-test-kit';

describe('Breadcrumb (spec 1 §2 header bar)', () => {
  it('spec 1 §2: default single item is the current page', () => {
    renderWithKit(<Breadcrumb items={[{ label: 'Contract panel', to: '/' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(within(nav).queryByRole('link')).toBeNull();
    expect(within(nav).getByText('Contract panel')).toHaveAttribute('aria-current', 'page');
  });

  it('earlier items with a route are links inside nav > ol', () => {
    renderWithKit(<Breadcrumb items={[{ label: 'Contract panel', to: '/' }, { label: 'Members' }]} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.firstElementChild?.tagName).toBe('OL');
    expect(within(nav).getByRole('link', { name: 'Contract panel' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('Members')).toHaveAttribute('aria-current', 'page');
  });

  it('spec 1 §2: the last item can be an editable text that passes the new value on save', async () => {
    const onSave = vi.fn();
    renderWithKit(
      <Breadcrumb
        items={[{ label: 'Contract panel', to: '/' }]}
        editableLast={{ value: 'Acme', label: 'Contract name', onSave, minLength: 2, maxLength: 15 }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Contract panel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    await userEvent.keyboard('{Control>}a{/Control}Globex{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Globex');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithKit(
      <Breadcrumb
        items={[
          { label: 'Contract panel', to: '/' },
          { label: 'Agents', to: '/agent' },
        ]}
        editableLast={{ value: 'Acme', label: 'Contract name', onSave: vi.fn() }}
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
