import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PROTOCOL_LOG_LIMIT,
  PortalUiStore,
  TOAST_DURATION_MS,
} from '../../../simulator/page/portal-ui.store';
import type { FakeHostAlert } from '../../../simulator/fake-host/fake-host.contract';

const ALERT: FakeHostAlert = {
  variant: 'delete',
  title: 'Caution',
  body: 'Remove it?',
  confirm: 'Delete',
  cancel: 'Cancel',
};

describe('PortalUiStore (the simulator portal UI)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('architecture.md §4 toast: shows a toast, hides it after ~5 s, keeps it in the history', () => {
    const store = new PortalUiStore({ now: () => 1000 });
    store.toast({ type: 'success', title: 'Done', message: 'Name updated' });
    expect(store.getSnapshot().toasts).toEqual([
      { id: 1, type: 'success', title: 'Done', message: 'Name updated', at: 1000, visible: true },
    ]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot().toasts[0]?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot().toasts[0]?.visible).toBe(false);
    expect(store.getSnapshot().toasts).toHaveLength(1);
  });

  it('architecture.md §4 showUploadErrorToast: 400, 413 and 415 become readable danger toasts', () => {
    const store = new PortalUiStore();
    store.uploadErrorToast(413);
    store.uploadErrorToast(415);
    store.uploadErrorToast(400);
    const toasts = store.getSnapshot().toasts;
    expect(toasts.map((t) => t.type)).toEqual(['danger', 'danger', 'danger']);
    expect(toasts.map((t) => t.message)).toEqual([
      'The file is too large (the limit is 20 MB).',
      'This file type is not supported. Use a PNG, JPG, JPEG or GIF image.',
      'The file could not be uploaded. Please try again.',
    ]);
  });

  it('architecture.md §4 showAlert: waits for a click and records how it was answered', async () => {
    const store = new PortalUiStore();
    const answer = store.alert(ALERT);
    const open = store.getSnapshot().alerts[0];
    expect(open).toMatchObject({ alert: ALERT, answer: null, answeredBy: null });
    store.answerAlert(open!.id, true);
    await expect(answer).resolves.toBe(true);
    expect(store.getSnapshot().alerts[0]).toMatchObject({ answer: true, answeredBy: 'click' });
  });

  it('setNextAlertAnswer answers the next alert only, without showing it', async () => {
    const store = new PortalUiStore();
    store.setNextAlertAnswer(false);
    await expect(store.alert(ALERT)).resolves.toBe(false);
    expect(store.getSnapshot().alerts[0]).toMatchObject({ answer: false, answeredBy: 'auto' });
    void store.alert(ALERT);
    expect(store.getSnapshot().alerts[1]).toMatchObject({ answer: null });
  });

  it('setNextAlertAnswer(null) goes back to waiting for a click', () => {
    const store = new PortalUiStore();
    store.setNextAlertAnswer(true);
    store.setNextAlertAnswer(null);
    void store.alert(ALERT);
    expect(store.getSnapshot().alerts[0]?.answer).toBeNull();
  });

  it('architecture.md §4 showModal: resolves with the typed data, or with an auto answer', async () => {
    const store = new PortalUiStore();
    const invite = store.modal('InviteModal', { tenantId: 't1' });
    const record = store.getSnapshot().modals[0]!;
    expect(record).toMatchObject({ template: 'InviteModal', content: { tenantId: 't1' }, result: null });
    store.answerModal(record.id, { confirmed: true, data: { emails: ['a@b.co'], roleId: 'guest' } });
    await expect(invite).resolves.toEqual({ confirmed: true, data: { emails: ['a@b.co'], roleId: 'guest' } });

    store.setNextModalResult({ confirmed: true, data: { accepted: true } });
    await expect(store.modal('CallsTermsModal', {})).resolves.toEqual({
      confirmed: true,
      data: { accepted: true },
    });
    expect(store.getSnapshot().modals[1]).toMatchObject({ answeredBy: 'auto' });
  });

  it('a template the portal does not know is answered as cancelled instead of hanging', async () => {
    const store = new PortalUiStore();
    await expect(store.modal('UnknownModal' as 'InviteModal', {})).resolves.toEqual({ confirmed: false });
  });

  it('a second answer to the same alert is ignored', async () => {
    const store = new PortalUiStore();
    const answer = store.alert(ALERT);
    const id = store.getSnapshot().alerts[0]!.id;
    store.answerAlert(id, false);
    store.answerAlert(id, true);
    await expect(answer).resolves.toBe(false);
    expect(store.getSnapshot().alerts[0]?.answer).toBe(false);
  });

  it('records loading, heights, navigations, unauthorized access, redirects and tracking', () => {
    const store = new PortalUiStore({ now: () => 7 });
    store.loading(true);
    store.height(812);
    store.height(Number.NaN);
    store.navigated('/agent');
    store.unauthorized('/mtls');
    store.redirect({ kind: 'applicationList' });
    store.redirect({ kind: 'topWindow', url: 'https://other.example/application?leaveContract=true' });
    store.track({ action: 'click', origin: 'home' });
    const s = store.getSnapshot();
    expect(s.loading).toBe(true);
    expect(s.heights).toEqual([812]);
    expect(s.currentPath).toBe('/agent');
    expect(s.navigations).toEqual([{ path: '/agent', at: 7 }]);
    expect(s.unauthorized).toEqual([{ path: '/mtls', at: 7 }]);
    expect(s.redirects.map((r) => r.redirect)).toEqual([
      { kind: 'applicationList' },
      { kind: 'topWindow', url: 'https://other.example/application?leaveContract=true' },
    ]);
    expect(s.tracks).toEqual([{ action: 'click', origin: 'home' }]);
    store.loading(false);
    expect(store.getSnapshot().loading).toBe(false);
  });

  it('keeps the last 200 protocol entries', () => {
    const store = new PortalUiStore();
    for (let i = 0; i < PROTOCOL_LOG_LIMIT + 25; i++)
      store.logProtocol({ direction: 'in', action: 'toast', id: String(i), payload: i, at: i });
    const protocol = store.getSnapshot().protocol;
    expect(protocol).toHaveLength(200);
    expect(protocol[0]?.id).toBe('25');
    expect(protocol[199]?.id).toBe('224');
  });

  it('notifies subscribers with a new snapshot on every change', () => {
    const store = new PortalUiStore();
    const seen: unknown[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getSnapshot()));
    store.navigated('/calls');
    unsubscribe();
    store.navigated('/copilot');
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(store.getSnapshot());
  });
});
