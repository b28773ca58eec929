import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootSimulator, type SimulatorBoot } from '../../../simulator/page/simulator.boot';

let boot: SimulatorBoot | undefined;
let container: HTMLElement | undefined;

function start(pathAndQuery: string) {
  window.history.replaceState(null, '', pathAndQuery);
  container = document.createElement('div');
  document.body.append(container);
  act(() => {
    boot = bootSimulator(window, container!);
  });
  const frame = screen.getByTitle('Contract administration module') as HTMLIFrameElement;
  const frameWindow = frame.contentWindow!;
  const replies: unknown[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((message: unknown, options?: unknown) => {
    replies.push({ message, targetOrigin: options });
  });
  const moduleOrigin = boot!.api.moduleOrigin;
  /** What the module's iframe-message-proxy would post to the portal. */
  const send = (action: string, content: unknown, id: string, fireAndForget = false) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          source: frameWindow,
          origin: moduleOrigin,
          data: {
            message: { action: `blipEvent:${action}`, content, caller: 'tenant-admin-module', fireAndForget },
            trackingProperties: { id },
          },
        }),
      );
    });
  return { frame, replies, send };
}

afterEach(() => {
  act(() => boot?.dispose());
  container?.remove();
  boot = undefined;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('host simulator page', () => {
  it('architecture.md §6: frames {other loopback origin}/module{route} and publishes window.simulator', () => {
    const { frame } = start('/?role=guest&lang=es&route=/agent');
    const here = new URL(window.location.href);
    expect(here.hostname).toBe('localhost');
    expect(frame.src).toBe(`http://127.0.0.1:${here.port}/module/agent`);
    expect(window.simulator).toBe(boot!.api);
    expect(window.simulator?.options.role).toBe('guest');
    expect(window.simulator?.route).toBe('/agent');
    expect(screen.getByRole('heading', { name: 'Host simulator', level: 1 })).toBeInTheDocument();
  });

  it('spec 1 §7 host messages: answers getCurrentLanguage with the lang control, to the module origin only', async () => {
    const { replies, send } = start('/?lang=es');
    send('getCurrentLanguage', undefined, 'req-1');
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toEqual({
      message: { response: 'es', trackingProperties: { id: 'req-1' } },
      targetOrigin: boot!.api.moduleOrigin,
    });
    expect(window.simulator?.protocol().map((e) => [e.direction, e.action])).toEqual([
      ['in', 'getCurrentLanguage'],
      ['out', 'getCurrentLanguage'],
    ]);
  });

  it('a message from another origin is dropped and logged, never answered', () => {
    const { replies } = start('/');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://evil.example',
          data: { message: { action: 'blipEvent:getCurrentLanguage' }, trackingProperties: { id: 'x' } },
        }),
      );
    });
    expect(replies).toEqual([]);
    expect(window.simulator?.protocol()[0]?.direction).toBe('dropped');
  });

  it('spec 1 §7 toast / heightChange / stateChangeSuccess: rendered by the page and listed by window.simulator', async () => {
    const { frame, send } = start('/');
    send('toast', { type: 'success', message: 'Name updated' }, 't1', true);
    send('heightChange', 1500, 'h1', true);
    send('stateChangeSuccess', { toUrl: '/agent' }, 'n1', true);
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Toasts' })).getByText('Name updated'),
      ).toBeInTheDocument(),
    );
    expect(frame.style.height).toBe('1500px');
    expect(screen.getByLabelText('Current module path')).toHaveTextContent('/agent');
    expect(window.simulator?.toasts().map((t) => t.message)).toEqual(['Name updated']);
    expect(window.simulator?.heights()).toEqual([1500]);
    expect(window.simulator?.navigations().map((n) => n.path)).toEqual(['/agent']);
  });

  it('spec 1 Members page: InviteModal over the bridge, confirmed by clicks, answers true and adds the invitees', async () => {
    const { replies, send } = start('/?role=admin');
    send('showModal', { template: 'InviteModal' }, 'm1');
    const dialog = await screen.findByRole('dialog', { name: 'Invite members' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Email addresses'), 'new.person@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toMatchObject({ message: { response: true, trackingProperties: { id: 'm1' } } });
    expect(JSON.stringify(window.simulator?.state())).toContain('new.person@example.com');
  });

  it('architecture.md §6: state() is a plain snapshot of the backend (members, tenant, toggles)', () => {
    start('/?flags=none&scenario=empty');
    const state = window.simulator!.state();
    expect(structuredClone(state)).toEqual(state);
    expect(state.scenario).toBe('empty');
    expect(state.toggles['pipeline-enable']).toBe(false);
    expect(state.members.length).toBeGreaterThan(0);
    expect(typeof state.tenant).toBe('object');
  });

  it('spec 1 §7 showAlert: setNextAlertAnswer answers without a click', async () => {
    const { replies, send } = start('/');
    window.simulator?.setNextAlertAnswer(false);
    send(
      'showAlert',
      { variant: 'delete', title: 'Caution', body: 'x', confirm: 'Delete', cancel: 'Cancel' },
      'a1',
    );
    await vi.waitFor(() => expect(replies).toHaveLength(1));
    expect(replies[0]).toMatchObject({ message: { response: false } });
    expect(window.simulator?.alerts()[0]).toMatchObject({ answer: false, answeredBy: 'auto' });
  });

  it('spec 1 §7 redirectProcessor / unauthorizedAccess: logged in the page instead of leaving it', async () => {
    const { send } = start('/');
    send('redirectProcessor', { action: 'redirectToApplicationList' }, 'r1', true);
    send('unauthorizedAccess', { path: '/mtls' }, 'u1', true);
    await vi.waitFor(() => expect(window.simulator?.redirects()).toHaveLength(1));
    expect(
      within(screen.getByRole('region', { name: 'Redirects' })).getByText(/Redirect to the application list/),
    ).toBeInTheDocument();
    expect(window.simulator?.unauthorized().map((u) => u.path)).toEqual(['/mtls']);
    expect(window.location.pathname).toBe('/');
  });
});
