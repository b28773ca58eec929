import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { startHostMessageServer, unknownActionError } from '../../../simulator/page/host-message-server';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import { HostCommandChannel } from '../../../src/infrastructure/host/command-channel.adapter';
import { HostGatewayAdapter } from '../../../src/infrastructure/host/host.adapter';
import {
  deliver,
  fakeParent,
  flush,
  HOST_ORIGIN,
  linkedFrames,
  MODULE_ORIGIN,
  testEnvironment,
} from '../../infrastructure/host-bridge/fake-windows';
import { serverWithSpyFrame, stopAfterTest, stopServers, type Handle } from './host-message-server.test-kit';

function request(action: string, id: string, extra: Record<string, unknown> = {}) {
  return { message: { action, caller: 'tenant-admin', ...extra }, trackingProperties: { id } };
}

afterEach(stopServers);

const setup = (handle: Handle = async () => 'ok') => serverWithSpyFrame(handle);

describe('startHostMessageServer: who is answered (architecture.md §4, §6)', () => {
  it('architecture.md §6: answers the framed module at its exact origin, replying to that origin only', async () => {
    const { frame, handler, send, log } = setup(async (action, content) => ({ action, content }));
    send(request('blipEvent:getUserContext', 'id-1', { content: 'getCurrentUser' }));
    await flush();
    expect(handler.handle).toHaveBeenCalledWith('getUserContext', 'getCurrentUser');
    expect(frame.postMessage).toHaveBeenCalledTimes(1);
    expect(frame.postMessage).toHaveBeenCalledWith(
      {
        response: { action: 'getUserContext', content: 'getCurrentUser' },
        trackingProperties: { id: 'id-1' },
      },
      MODULE_ORIGIN,
    );
    expect(log.map((entry) => [entry.direction, entry.action, entry.id])).toEqual([
      ['in', 'getUserContext', 'id-1'],
      ['out', 'getUserContext', 'id-1'],
    ]);
    expect(log.every((entry) => typeof entry.at === 'number')).toBe(true);
  });

  it.each([
    ['a look-alike origin', MODULE_ORIGIN + '.evil.io', true],
    ['http instead of https', MODULE_ORIGIN.replace('https:', 'http:'), true],
    ['another port', MODULE_ORIGIN + ':8443', true],
    ["the 'null' origin", 'null', true],
    ['another window at the right origin', MODULE_ORIGIN, false],
  ])('architecture.md §4: a message from %s is dropped and logged', async (_name, origin, fromFrame) => {
    const { frame, handler, send, log } = setup();
    send(request('blipEvent:getCurrentLanguage', 'id-1'), origin, fromFrame ? frame : fakeParent());
    await flush();
    expect(handler.handle).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
    expect(log).toEqual([expect.objectContaining({ direction: 'dropped' })]);
  });

  it('architecture.md §4: with no frame loaded nothing is handled', async () => {
    const hostWindow = new EventTarget();
    const handler = { handle: vi.fn(async () => 'x') };
    stopAfterTest(
      startHostMessageServer({
        window: hostWindow as unknown as Window,
        frame: () => null,
        moduleOrigin: MODULE_ORIGIN,
        handler,
      }),
    );
    deliver(hostWindow, request('blipEvent:getCurrentLanguage', 'id-1'), MODULE_ORIGIN, null);
    await flush();
    expect(handler.handle).not.toHaveBeenCalled();
  });

  it.each([
    ['not an object', 'blipEvent:getCurrentLanguage'],
    ['no trackingProperties', { message: { action: 'blipEvent:getCurrentLanguage' } }],
    ['an id that is not a string', { message: { action: 'blipEvent:x' }, trackingProperties: { id: 7 } }],
    ['no message', { trackingProperties: { id: 'id-1' } }],
    ['an action that is not a string', request('blipEvent:x', 'id-1', { action: 42 })],
    ['an action without the prefix', request('getCurrentLanguage', 'id-1')],
    ['a reply instead of a request', { response: 'pt', trackingProperties: { id: 'id-1' } }],
  ])('architecture.md §4: an envelope with %s is dropped', async (_name, data) => {
    const { handler, send, log, frame } = setup();
    send(data);
    await flush();
    expect(handler.handle).not.toHaveBeenCalled();
    expect(frame.postMessage).not.toHaveBeenCalled();
    expect(log[0]?.direction).toBe('dropped');
  });

  it('architecture.md §4: stopping the server stops answering', async () => {
    const { handler, send, stop } = setup();
    stop();
    send(request('blipEvent:getCurrentLanguage', 'id-1'));
    await flush();
    expect(handler.handle).not.toHaveBeenCalled();
  });
});

describe('startHostMessageServer: what is answered (architecture.md §4, spec 1 §7–§8)', () => {
  it("issue 20 §4: the spec's spellings 'Tenant:url' and 'Tenant:showModal' are not what the module sends: refused, never handled", async () => {
    const { handler, send, log, posted } = setup();
    send(request('Tenant:url', 'a', { content: { tenantId: 'acme' } }));
    send(request('blipEvent:Tenant:showModal', 'b', { content: { template: 'InviteModal' } }));
    await flush();
    expect(handler.handle).not.toHaveBeenCalled();
    expect(log.filter((entry) => entry.direction === 'dropped')).toHaveLength(2);
    expect(posted()).toEqual([
      { error: unknownActionError('Tenant:showModal'), trackingProperties: { id: 'b' } },
    ]);
  });

  it('architecture.md §4: fire-and-forget messages are handled and never answered, even on failure', async () => {
    const { handler, send, frame } = setup(async () => {
      throw new Error('ignored');
    });
    send(
      request('blipEvent:toast', 'id-1', { content: { type: 'info', message: 'hi' }, fireAndForget: true }),
    );
    await flush();
    expect(handler.handle).toHaveBeenCalledWith('toast', { type: 'info', message: 'hi' });
    expect(frame.postMessage).not.toHaveBeenCalled();
  });

  it("spec 1 §8: a handler error carrying the spec's wire string is replied as { error: wireError }", async () => {
    const wire = JSON.stringify({
      message: JSON.stringify({ status: 'failure', reason: { code: 67, description: 'nf' } }),
    });
    const { send, frame } = setup(async () => {
      throw Object.assign(new Error('Resource not found'), { wireError: wire });
    });
    send(request('blipEvent:sendCommand', 'id-9', { content: {} }));
    await flush();
    expect(frame.postMessage).toHaveBeenCalledWith(
      { error: wire, trackingProperties: { id: 'id-9' } },
      MODULE_ORIGIN,
    );
  });

  it('spec 1 §8: other handler errors (async or thrown at once) are replied with their message', async () => {
    const { send, frame } = setup((action) => {
      if (action === 'showModal') throw new Error('Unknown template');
      return Promise.reject(new Error('No such action'));
    });
    send(request('blipEvent:showModal', 'm'));
    send(request('blipEvent:getTenantPlan', 'n'));
    await flush();
    expect(frame.postMessage.mock.calls).toEqual([
      [{ error: 'Unknown template', trackingProperties: { id: 'm' } }, MODULE_ORIGIN],
      [{ error: 'No such action', trackingProperties: { id: 'n' } }, MODULE_ORIGIN],
    ]);
  });
});

describe('startHostMessageServer with the module’s real bridge (architecture.md §4)', () => {
  const settings = { HOST_ORIGINS: [HOST_ORIGIN], HOST_REQUEST_TIMEOUT_MS: 60000 } as unknown as AppSettings;

  function loop(handle: Handle) {
    const { hostWindow, moduleWindow, frame } = linkedFrames();
    stopAfterTest(
      startHostMessageServer({
        window: hostWindow as unknown as Window,
        frame: () => frame as unknown as Window,
        moduleOrigin: MODULE_ORIGIN,
        handler: { handle },
      }),
    );
    const transport = new PostMessageTransport(settings, testEnvironment(moduleWindow));
    return {
      transport,
      host: new HostGatewayAdapter(transport),
      commands: new HostCommandChannel(transport),
    };
  }

  it('architecture.md §4: gateway requests round-trip through transport and server', async () => {
    const { host, transport } = loop(async (action, content) =>
      action === 'getCurrentLanguage'
        ? 'en'
        : action === 'showAlert'
          ? (content as { body: string }).body
          : null,
    );
    await expect(host.getCurrentLanguage()).resolves.toBe('en');
    await expect(
      host.showAlert({ variant: 'info', title: 't', body: '<b>', confirm: 'OK', cancel: 'Cancel' }),
    ).resolves.toBe(false);
    expect(transport.pendingCount).toBe(0);
    expect(transport.droppedCount).toBe(0);
  });

  it('spec 1 §8: a backend failure reaches the command channel as CommandFailure(command, 67)', async () => {
    const wire = JSON.stringify({
      message: JSON.stringify({ status: 'failure', reason: { code: 67, description: 'nf' } }),
    });
    const { commands } = loop(async () => {
      throw Object.assign(new Error('nf'), { wireError: wire });
    });
    await expect(
      commands.send({ method: 'get', uri: '/tenants/acme/subscription/plan' }),
    ).rejects.toMatchObject({
      name: 'CommandFailure',
      kind: 'command',
      code: 67,
    });
  });
});
