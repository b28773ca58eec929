import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog } from '../../../src/presentation/ui';
import { axeViolations, withDialogPolyfill, renderWithKit } from './ui-test-kit';

withDialogPolyfill();

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open status</Button>
      <Dialog
        open={open}
        title="Current number status"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>No information available for this bot.</p>
      </Dialog>
    </>
  );
}

describe('Dialog (native <dialog> with showModal)', () => {
  it('opens as a modal named by its title with its content and footer', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithKit(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open status' }));
    const dialog = screen.getByRole('dialog', { name: 'Current number status' });
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveTextContent('No information available for this bot.');
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    showModal.mockRestore();
  });

  it('Escape closes it once and focus returns to the opener', async () => {
    const onClose = vi.fn();
    renderWithKit(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open status' });
    await userEvent.click(opener);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("the dialog's cancel event (the browser's Escape) asks the owner to close", async () => {
    const onClose = vi.fn();
    renderWithKit(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open status' }));
    const dialog = screen.getByRole('dialog');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a dialog the browser closes by itself is reported once to the owner', async () => {
    const onClose = vi.fn();
    renderWithKit(<Harness onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open status' }));
    act(() => (screen.getByRole('dialog') as HTMLDialogElement).close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close button is named Close in the module language and closes', async () => {
    renderWithKit(<Harness />, 'es');
    await userEvent.click(screen.getByRole('button', { name: 'Open status' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open status' })).toHaveFocus();
  });

  it('has no axe violations when open', async () => {
    const { container } = renderWithKit(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open status' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
