import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmailListModal } from '../../../simulator/page/EmailListModal.view';

function renderModal() {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  render(
    <EmailListModal
      titleId="t"
      title="Share"
      fieldId="f"
      fieldLabel="Addresses"
      submitLabel="Send"
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <p>Extra field</p>
    </EmailListModal>,
  );
  return {
    onSubmit,
    onCancel,
    user: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Share' }),
  };
}

describe('EmailListModal (the invite and add-agents modals)', () => {
  it('spec 1 §5: submits the valid addresses once each, in typed order, with the extra fields shown', async () => {
    const { onSubmit, user, dialog } = renderModal();
    expect(within(dialog).getByText('Extra field')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(
      within(dialog).getByLabelText('Addresses'),
      'b@example.com; A@example.com, a@EXAMPLE.com',
    );
    await user.click(send);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(['b@example.com', 'A@example.com']);
  });

  it("spec 1 §5: 'Invalid email address format' blocks and lists the bad entries; Cancel cancels", async () => {
    const { onSubmit, onCancel, user, dialog } = renderModal();
    await user.type(within(dialog).getByLabelText('Addresses'), 'ok@example.com, nope, also@bad');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid email address format');
    expect(within(dialog).getByText('nope, also@bad')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
