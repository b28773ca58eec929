import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalUiStore } from '../../../simulator/page/portal-ui.store';
import { PortalDialogs } from '../../../simulator/page/PortalDialogs.view';

function setup() {
  const store = new PortalUiStore();
  render(<PortalDialogs store={store} />);
  return { store, user: userEvent.setup() };
}

describe('alerts in the simulator', () => {
  const alert = {
    variant: 'delete',
    title: 'Caution',
    body: 'Remove &lt;b&gt;Ann &amp; Bo&lt;/b&gt;?',
    confirm: 'Delete',
    cancel: 'Go back',
  };

  it('architecture.md §4 showAlert: a native dialog with title, body as text, confirm → true', async () => {
    const { store, user } = setup();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = store.alert(alert);
    });
    const dialog = screen.getByRole('dialog', { name: 'Caution' });
    expect(dialog.tagName).toBe('DIALOG');
    // Escaped by the module for the portal's HTML rendering: shown as the text a person reads, never as markup.
    expect(within(dialog).getByText('Remove <b>Ann & Bo</b>?')).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getSnapshot().alerts[0]).toMatchObject({ answer: true, answeredBy: 'click' });
  });

  it('architecture.md §4 showAlert: cancel → false', async () => {
    const { store, user } = setup();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = store.alert(alert);
    });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await expect(answer).resolves.toBe(false);
  });

  it('Escape (the dialog cancel event) answers false', async () => {
    const { store } = setup();
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = store.alert(alert);
    });
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await expect(answer).resolves.toBe(false);
  });

  it('shows alerts one at a time, oldest first', async () => {
    const { store, user } = setup();
    act(() => {
      void store.alert({ ...alert, title: 'First' });
      void store.alert({ ...alert, title: 'Second' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(
      within(screen.getByRole('dialog', { name: 'First' })).getByRole('button', { name: 'Delete' }),
    );
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });
});

describe('InviteModal', () => {
  it('spec 1 Members page: confirm returns the e-mails and the chosen role', async () => {
    const { store, user } = setup();
    let result: Promise<unknown> | undefined;
    act(() => {
      result = store.modal('InviteModal', {});
    });
    const dialog = screen.getByRole('dialog', { name: 'Invite members' });
    await user.type(
      within(dialog).getByLabelText('Email addresses'),
      'ana@example.com{Enter}bruno@example.com, carla@example.org',
    );
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'member');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await expect(result).resolves.toEqual({
      confirmed: true,
      data: { emails: ['ana@example.com', 'bruno@example.com', 'carla@example.org'], roleId: 'member' },
    });
  });

  it('spec 1 §6: offers the three roles with their descriptions, guest first', () => {
    const { store } = setup();
    act(() => void store.modal('InviteModal', {}));
    const options = within(screen.getByLabelText('Role')).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['guest', 'member', 'admin']);
    expect(options[0]).toHaveTextContent('Viewer — Only view info of contract.');
    expect(options[1]).toHaveTextContent(
      'Editor — Create and edit chatbots; cannot manage roles and contract settings.',
    );
    expect(options[2]).toHaveTextContent(
      'Admin — Manage roles and contract settings; edit specifications; creates and edits chatbots.',
    );
  });

  it("spec 1 §5: an invalid address shows 'Invalid email address format' and blocks", async () => {
    const { store, user } = setup();
    act(() => void store.modal('InviteModal', {}));
    await user.type(screen.getByLabelText('Email addresses'), 'ana@example.com, ana-at-example');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address format');
    expect(screen.getByText('ana-at-example')).toBeInTheDocument();
    expect(store.getSnapshot().modals[0]?.result).toBeNull();
  });

  it('cancel resolves as not confirmed', async () => {
    const { store, user } = setup();
    let result: Promise<unknown> | undefined;
    act(() => {
      result = store.modal('InviteModal', {});
    });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toEqual({ confirmed: false });
  });
});

describe('InviteAgentModal', () => {
  it('spec 1 §5 add agents: an empty list is blocked (confirm disabled)', async () => {
    const { store, user } = setup();
    act(() => void store.modal('InviteAgentModal', {}));
    const add = screen.getByRole('button', { name: 'Add agents' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('Agent email addresses'), ' , ');
    expect(add).toBeDisabled();
  });

  it("spec 1 §5 add agents: an invalid address gives 'Invalid email address format'", async () => {
    const { store, user } = setup();
    act(() => void store.modal('InviteAgentModal', {}));
    await user.type(screen.getByLabelText('Agent email addresses'), 'agent@example.com{Enter}agent@');
    await user.click(screen.getByRole('button', { name: 'Add agents' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address format');
    expect(screen.getByLabelText('Agent email addresses')).toHaveAttribute('aria-invalid', 'true');
    expect(store.getSnapshot().modals[0]?.result).toBeNull();
  });

  it('spec 1 Agents page: confirm returns { emails }', async () => {
    const { store, user } = setup();
    let result: Promise<unknown> | undefined;
    act(() => {
      result = store.modal('InviteAgentModal', {});
    });
    await user.type(
      screen.getByLabelText('Agent email addresses'),
      'agent.one@example.com, agent.two@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Add agents' }));
    await expect(result).resolves.toEqual({
      confirmed: true,
      data: { emails: ['agent.one@example.com', 'agent.two@example.com'] },
    });
  });
});

describe('CallsTermsModal', () => {
  it('spec 1 Calls page: confirm is enabled only when the terms are ticked, then returns true', async () => {
    const { store, user } = setup();
    let result: Promise<unknown> | undefined;
    act(() => {
      result = store.modal('CallsTermsModal', {});
    });
    const dialog = screen.getByRole('dialog', { name: 'Calls: terms of use and pricing' });
    expect(within(dialog).getByText(/from \$0\.01 per minute/)).toBeInTheDocument();
    const hire = within(dialog).getByRole('button', { name: 'Hire Calls' });
    expect(hire).toBeDisabled();
    const tick = within(dialog).getByRole('checkbox', {
      name: 'I have read and accept the terms of use and pricing',
    });
    await user.click(tick);
    expect(hire).toBeEnabled();
    await user.click(tick);
    expect(hire).toBeDisabled();
    await user.click(tick);
    await user.click(hire);
    await expect(result).resolves.toEqual({ confirmed: true, data: { accepted: true } });
  });

  it('a modal answered ahead of time by window.simulator is never shown', () => {
    const { store } = setup();
    store.setNextModalResult({ confirmed: false });
    act(() => void store.modal('CallsTermsModal', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
