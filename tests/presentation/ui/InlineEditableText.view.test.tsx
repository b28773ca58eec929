import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InlineEditableText } from '../../../src/presentation/ui';
import { renderWithKit } from './ui-test-kit';

function Harness({ onSave, error }: { onSave: (next: string) => void | Promise<void>; error?: string }) {
  const [value, setValue] = useState('Acme');
  return (
    <InlineEditableText
      value={value}
      label="Contract name"
      minLength={2}
      maxLength={15}
      error={error}
      onSave={async (next) => {
        await onSave(next);
        setValue(next);
      }}
    />
  );
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('InlineEditableText (spec 1 §2 header: editable last breadcrumb item)', () => {
  it('shows the text with an edit button; clicking it opens a focused, selected input', async () => {
    renderWithKit(<Harness onSave={vi.fn()} />);
    expect(screen.getByText('Acme')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    const input = screen.getByRole('textbox', { name: 'Contract name' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue('Acme');
    expect((input as HTMLInputElement).selectionStart).toBe(0);
    expect((input as HTMLInputElement).selectionEnd).toBe(4);
    expect(input).toHaveAttribute('minLength', '2');
    expect(input).toHaveAttribute('maxLength', '15');
  });

  it('Enter saves the new value and shows it', async () => {
    const onSave = vi.fn();
    renderWithKit(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    await userEvent.keyboard('{Control>}a{/Control}Globex{Enter}');
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Globex');
    expect(await screen.findByText('Globex')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Contract name' })).toHaveFocus();
  });

  it('Escape cancels and restores the previous value without saving', async () => {
    const onSave = vi.fn();
    renderWithKit(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    await userEvent.keyboard('{Control>}a{/Control}Changed{Escape}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    expect(screen.getByRole('textbox', { name: 'Contract name' })).toHaveValue('Acme');
  });

  it('blur saves', async () => {
    const onSave = vi.fn();
    renderWithKit(
      <>
        <Harness onSave={onSave} />
        <button type="button">elsewhere</button>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    await userEvent.keyboard('{Control>}a{/Control}Initech');
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Initech');
    expect(await screen.findByText('Initech')).toBeInTheDocument();
  });

  it('an unchanged value is not saved', async () => {
    const onSave = vi.fn();
    renderWithKit(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    await userEvent.keyboard('{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Acme')).toBeInTheDocument();
  });

  it('the input is disabled while the save runs, and saves once even if it blurs', async () => {
    const pending = deferred();
    const onSave = vi.fn(() => pending.promise);
    renderWithKit(<Harness onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    await userEvent.keyboard('{Control>}a{/Control}Umbrella{Enter}');
    const input = screen.getByRole('textbox', { name: 'Contract name' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-busy', 'true');
    act(() => input.blur());
    await act(async () => pending.resolve());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Umbrella')).toBeInTheDocument();
  });

  it('a failed save keeps the draft in an enabled input to correct', async () => {
    const pending = deferred();
    renderWithKit(<Harness onSave={() => pending.promise} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    await userEvent.keyboard('{Control>}a{/Control}Oops{Enter}');
    await act(async () => pending.reject(new Error('Failed to update name')));
    const input = screen.getByRole('textbox', { name: 'Contract name' });
    expect(input).toBeEnabled();
    expect(input).toHaveValue('Oops');
  });

  it('spec 1 §5: the error is shown under the field, which is marked invalid and described by it', async () => {
    renderWithKit(<Harness onSave={vi.fn()} error="The name has to be at least 2 characters long" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The name has to be at least 2 characters long');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Contract name' }));
    const input = screen.getByRole('textbox', { name: 'Contract name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The name has to be at least 2 characters long');
  });

  it('disabled: the edit button cannot be used', () => {
    renderWithKit(<InlineEditableText value="Acme" label="Contract name" onSave={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Edit Contract name' })).toBeDisabled();
  });
});
