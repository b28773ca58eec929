import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

describe('Button', () => {
  it('is a type=button primary button by default and calls onClick', async () => {
    const onClick = vi.fn();
    renderWithKit(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button--primary', 'ui-button--md');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading disables the button, marks it busy and shows a spinner instead of the icon', async () => {
    const onClick = vi.fn();
    const { container } = renderWithKit(
      <Button loading icon="plus" onClick={onClick}>
        Invite
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Invite' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.ui-spinner__glyph')).not.toBeNull();
    expect(container.querySelector('[data-icon="plus"]')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders the variant, size and icon asked for, and passes native props', () => {
    const { container } = renderWithKit(
      <Button variant="danger" size="sm" icon="trash" type="submit" aria-describedby="hint">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveClass('ui-button--danger', 'ui-button--sm');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(button).not.toHaveAttribute('aria-busy');
    expect(container.querySelector('[data-icon="trash"]')).toHaveAttribute('aria-hidden', 'true');
  });
});
