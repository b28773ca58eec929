import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_LOCK_MS } from '../../../src/presentation/shared/prompt-locks';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { makeSession, makeUser } from '../shared/fakes';
import { tenantPresenters } from './tenant-presenter.fixture';

describe('LeaveContractPresenter (spec 1 Leave contract flow)', () => {
  it('spec 1 §6: the link is hidden for the owner', () => {
    const owner = { ...makeSession(), user: makeUser({ identity: 'owner%40acme.com@blip.ai' }) };
    expect(tenantPresenters(owner).leave.isVisible).toBe(false);
    expect(tenantPresenters().leave.isVisible).toBe(true);
  });

  it("spec 1: the alerts speak the user's language, the leave alerts name the contract", async () => {
    const { leave, host } = tenantPresenters();
    await leave.leaveClicked();
    expect(host.alerts).toEqual([
      {
        variant: 'delete',
        title: 'Leave this contract?',
        body: 'You will lose access to the chatbots and settings of Acme Corp. To come back, an administrator will have to invite you again.',
        confirm: 'Leave contract',
        cancel: 'Cancel',
      },
    ]);
  });

  it("spec 1 §8: 'Oops… you cannot leave this contract' verbatim, with a confirm that goes to the chatbots", async () => {
    const { leave, host, gateway } = tenantPresenters();
    gateway.ownedChatbots = () => Promise.resolve([{ shortName: 'sales', name: 'Sales' }]);
    await leave.leaveClicked();
    expect(host.alerts[0]).toMatchObject({
      variant: 'warning',
      title: 'Oops… you cannot leave this contract',
      confirm: 'Go to chatbots',
    });
    expect(host.applicationListRedirects).toBe(1);
  });

  it('spec 1: the only-contract alert in Spanish', async () => {
    const { leave, host, gateway } = tenantPresenters(makeSession({ language: 'es' }), 'es');
    gateway.myTenants = () => Promise.resolve([{ id: 'acme', name: 'Acme' }]);
    await leave.leaveClicked();
    expect(host.alerts[0]).toMatchObject({ title: '¿Salir de tu único contrato?', cancel: 'Cancelar' });
    expect(host.topRedirects).toEqual([
      'https://portal.blip.ai/application/tenant/create?leaveContract=true',
    ]);
  });

  it('a failed removal tells the user, and the link works again', async () => {
    const { leave, host, gateway } = tenantPresenters();
    gateway.removeResult = () => Promise.reject(new CommandFailure('command', 'failure', 1, 'x'));
    await leave.leaveClicked();
    expect(host.toasts).toEqual([
      { type: 'danger', message: 'Failed to leave the contract. Please try again.' },
    ]);
    expect(leave.isLeaving).toBe(false);
  });

  it('one run at a time: a second click while the first runs does nothing', async () => {
    const { leave, gateway } = tenantPresenters();
    const first = leave.leaveClicked();
    expect(leave.isLeaving).toBe(true);
    await leave.leaveClicked();
    await first;
    expect(gateway.calls.filter((call) => call === 'listOwnedChatbots')).toHaveLength(1);
  });

  it('without a session nothing happens', async () => {
    const { leave, gateway } = tenantPresenters(null);
    await leave.leaveClicked();
    expect(leave.isVisible).toBe(false);
    expect(gateway.calls).toEqual([]);
  });
});

describe('LeaveContractPresenter: a portal that drops or holds the alert (issue 35 §8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The portal's alerts, each answered when the test says (or never). */
  function heldAlerts(host: ReturnType<typeof tenantPresenters>['host']) {
    const answers: ((confirmed: boolean) => void)[] = [];
    host.alertAnswer = () => new Promise<boolean>((resolve) => answers.push(resolve));
    return answers;
  }

  it("'Leave contract' is usable again PROMPT_LOCK_MS after an alert the portal never answers", async () => {
    vi.useFakeTimers();
    const { leave, host, gateway } = tenantPresenters();
    heldAlerts(host);
    void leave.leaveClicked();
    await vi.advanceTimersByTimeAsync(0);
    expect(host.alerts).toHaveLength(1);
    expect(leave.isLeaving).toBe(true);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS - 1);
    expect(leave.isLeaving).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(leave.isLeaving).toBe(false);
    expect(gateway.calls).not.toContain('removeUser');
  });

  it('a confirmation that comes after the unlock is still acted on: the user leaves', async () => {
    vi.useFakeTimers();
    const { leave, host, gateway } = tenantPresenters();
    const answers = heldAlerts(host);
    const run = leave.leaveClicked();
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS * 6);
    expect(leave.isLeaving).toBe(false);
    answers[0]!(true);
    await run;
    expect(gateway.calls).toContain('removeUser');
    expect(host.topRedirects).toHaveLength(1);
    expect(leave.isLeaving).toBe(false);
  });

  it('a click after the unlock asks again; only the newer answer counts', async () => {
    vi.useFakeTimers();
    const { leave, host, gateway } = tenantPresenters();
    const answers = heldAlerts(host);
    const first = leave.leaveClicked();
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS);
    const second = leave.leaveClicked();
    await vi.advanceTimersByTimeAsync(0);
    expect(host.alerts).toHaveLength(2);
    expect(leave.isLeaving).toBe(true);
    // The dropped alert's answer turns up after all: it no longer counts.
    answers[0]!(true);
    await first;
    expect(gateway.calls.filter((call) => call === 'removeUser')).toEqual([]);
    expect(leave.isLeaving).toBe(true);
    answers[1]!(false);
    await second;
    expect(gateway.calls.filter((call) => call === 'removeUser')).toEqual([]);
    expect(leave.isLeaving).toBe(false);
  });
});
