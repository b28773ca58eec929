import { describe, expect, it } from 'vitest';
import { PortalUiStore } from '../../../simulator/page/portal-ui.store';
import { createSimulatorApi } from '../../../simulator/page/simulator-api';
import type { FakeHostOptions } from '../../../simulator/fake-host/fake-host.contract';

const OPTIONS: FakeHostOptions = {
  role: 'guest',
  lang: 'es',
  flags: ['pipeline-enable'],
  scenario: 'empty',
  latencyMs: 0,
  failRate: 0,
  timeoutRate: 0,
  uploadKbps: 0,
  uploadRedirect: null,
  seed: 7,
  scale: { members: 3 },
};

function setup() {
  const store = new PortalUiStore({ now: () => 42 });
  let backend = { members: 1 };
  const api = createSimulatorApi({
    options: OPTIONS,
    route: '/agent',
    moduleOrigin: 'http://localhost:5173',
    frameUrl: 'http://localhost:5173/module/agent',
    store,
    state: () => backend,
  });
  return { store, api, setBackend: (next: { members: number }) => (backend = next) };
}

describe('window.simulator', () => {
  it('architecture.md §6: exposes the options, the route and where the module is framed', () => {
    const { api } = setup();
    expect(api.options).toBe(OPTIONS);
    expect(api.route).toBe('/agent');
    expect(api.moduleOrigin).toBe('http://localhost:5173');
    expect(api.frameUrl).toBe('http://localhost:5173/module/agent');
  });

  it('architecture.md §6: state() reads the backend now, not a copy from start-up', () => {
    const { api, setBackend } = setup();
    expect(api.state()).toEqual({ members: 1 });
    setBackend({ members: 2 });
    expect(api.state()).toEqual({ members: 2 });
  });

  it('architecture.md §6: lists toasts, alerts (with their answers), modals, redirects, unauthorized, heights, navigations and the protocol', async () => {
    const { store, api } = setup();
    store.toast({ type: 'success', message: 'Member(s) successfully updated' });
    store.setNextAlertAnswer(true);
    await store.alert({
      variant: 'warning',
      title: 'Oops… you cannot leave this contract',
      body: '',
      confirm: 'Go to chatbots',
      cancel: 'Cancel',
    });
    store.setNextModalResult({ confirmed: false });
    await store.modal('InviteModal', { tenantId: 't' });
    store.redirect({ kind: 'applicationList' });
    store.unauthorized('/mtls');
    store.height(700);
    store.navigated('/agent');
    store.loading(true);
    store.track({ action: 'click', origin: 'home' });
    store.logProtocol({ direction: 'in', action: 'toast', id: '1', payload: {}, at: 1 });

    expect(api.toasts().map((t) => t.message)).toEqual(['Member(s) successfully updated']);
    expect(api.alerts()).toEqual([
      {
        id: 2,
        alert: {
          variant: 'warning',
          title: 'Oops… you cannot leave this contract',
          body: '',
          confirm: 'Go to chatbots',
          cancel: 'Cancel',
        },
        at: 42,
        answer: true,
        answeredBy: 'auto',
      },
    ]);
    expect(api.modals()).toEqual([
      {
        id: 3,
        template: 'InviteModal',
        content: { tenantId: 't' },
        at: 42,
        result: { confirmed: false },
        answeredBy: 'auto',
      },
    ]);
    expect(api.redirects()).toEqual([{ redirect: { kind: 'applicationList' }, at: 42 }]);
    expect(api.unauthorized()).toEqual([{ path: '/mtls', at: 42 }]);
    expect(api.heights()).toEqual([700]);
    expect(api.navigations()).toEqual([{ path: '/agent', at: 42 }]);
    expect(api.loading()).toBe(true);
    expect(api.tracks()).toEqual([{ action: 'click', origin: 'home' }]);
    expect(api.protocol()).toEqual([{ direction: 'in', action: 'toast', id: '1', payload: {}, at: 1 }]);
  });

  it('setNextAlertAnswer / setNextModalResult drive the next dialogs without clicking', async () => {
    const { store, api } = setup();
    api.setNextAlertAnswer(false);
    await expect(
      store.alert({ variant: 'delete', title: 'Caution', body: 'x', confirm: 'Delete', cancel: 'Cancel' }),
    ).resolves.toBe(false);
    api.setNextModalResult({ confirmed: true, data: { emails: ['new.agent@example.com'] } });
    await expect(store.modal('InviteAgentModal', {})).resolves.toEqual({
      confirmed: true,
      data: { emails: ['new.agent@example.com'] },
    });
  });

  it('every list is plain data that survives structured cloning (Playwright evaluate)', async () => {
    const { store, api } = setup();
    store.toast({ type: 'info', message: 'x' });
    store.setNextAlertAnswer(true);
    await store.alert({ variant: 'info', title: 't', body: 'b', confirm: 'OK', cancel: 'Cancel' });
    for (const list of [api.toasts(), api.alerts(), api.modals(), api.redirects(), api.protocol()]) {
      expect(structuredClone(list)).toEqual(list);
    }
  });
});
