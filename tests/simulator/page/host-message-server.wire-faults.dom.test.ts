import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import {
  corruptAnswer,
  MALFORMED_ANSWER,
  MALFORMED_CORRUPTIONS,
  startHostMessageServer,
  type WireFaults,
} from '../../../simulator/page/host-message-server';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import { HostCommandChannel } from '../../../src/infrastructure/host/command-channel.adapter';
import { HostGatewayAdapter } from '../../../src/infrastructure/host/host.adapter';
import {
  flush,
  HOST_ORIGIN,
  linkedFrames,
  MODULE_ORIGIN,
  observe,
  testEnvironment,
} from '../../infrastructure/host-bridge/fake-windows';
import { serverWithSpyFrame, stopAfterTest, stopServers, type Handle } from './host-message-server.test-kit';

const request = (action: string, id: string, content?: unknown) => ({
  message: { action: `blipEvent:${action}`, caller: 'tenant-admin', content },
  trackingProperties: { id },
});

afterEach(() => {
  stopServers();
  vi.useRealTimers();
});

/** The server alone, its frame a spy: what goes out on the wire, byte for byte. */
const server = (faults: WireFaults, handle: Handle = async () => ({ ok: true })) =>
  serverWithSpyFrame(handle, faults);

describe('the simulator’s malformed answers (issue 19 §1)', () => {
  it('issue 19 §1: every corruption, in turn and then again from the first, one per answer', async () => {
    const { send, posted, log } = server({ duplicate: false, malformed: true });
    for (let i = 0; i < 5; i += 1) {
      send(request('sendCommand', `c${i}`, { command: { method: 'get', uri: '/x' } }));
      await flush();
    }
    expect(posted()).toEqual([
      { response: MALFORMED_ANSWER, trackingProperties: { id: 'c0' } },
      { response: { ok: true } },
      { response: { ok: true }, trackingProperties: 'id=c2' },
      MALFORMED_ANSWER,
      { response: MALFORMED_ANSWER, trackingProperties: { id: 'c4' } },
    ]);
    expect(log.filter((entry) => entry.direction === 'out').map((entry) => [entry.id, entry.fault])).toEqual([
      ['c0', 'unreadable content'],
      ['c1', 'no trackingProperties'],
      ['c2', 'garbled trackingProperties'],
      ['c3', 'not an object'],
      ['c4', 'unreadable content'],
    ]);
  });

  it('issue 19 §1: portal actions’ answers (not only commands’) are corrupted', async () => {
    const { send, posted } = server({ duplicate: false, malformed: true }, async (action) =>
      action === 'getUserContext' ? { identity: 'ana@acme.io' } : 'en',
    );
    send(request('getUserContext', 'u', 'getCurrentUser'));
    await flush();
    send(request('getCurrentLanguage', 'l'));
    await flush();
    expect(posted()).toEqual([
      { response: MALFORMED_ANSWER, trackingProperties: { id: 'u' } },
      { response: 'en' },
    ]);
  });

  it('issue 19 §1: error replies are corrupted too: unreadable error text, or a broken envelope', async () => {
    const { send, posted } = server({ duplicate: false, malformed: true }, async () => {
      throw Object.assign(new Error('nf'), { wireError: '{"message":"{}"}' });
    });
    for (const id of ['e0', 'e1']) {
      send(request('sendCommand', id, {}));
      await flush();
    }
    expect(posted()).toEqual([
      { error: MALFORMED_ANSWER, trackingProperties: { id: 'e0' } },
      { error: '{"message":"{}"}' },
    ]);
  });

  it('issue 19 §1: corruptAnswer never keeps a readable envelope around the original content', () => {
    for (const corruption of MALFORMED_CORRUPTIONS) {
      const message = corruptAnswer(corruption, { response: { ok: true } }, 'id-1');
      expect(message).not.toEqual({ response: { ok: true }, trackingProperties: { id: 'id-1' } });
    }
  });

  it('issue 19 §1: off again, answers are whole; fire-and-forget messages are never answered', async () => {
    const faults: WireFaults = { duplicate: false, malformed: true };
    const { send, posted } = server(faults);
    send({
      ...request('toast', 't', { message: 'hi' }),
      message: { action: 'blipEvent:toast', fireAndForget: true },
    });
    await flush();
    faults.malformed = false;
    send(request('getCurrentLanguage', 'l'));
    await flush();
    expect(posted()).toEqual([{ response: { ok: true }, trackingProperties: { id: 'l' } }]);
  });

  it('issue 19 §2: a duplicated answer is posted twice, the copy logged as such', async () => {
    const { send, posted, log } = server({ duplicate: true, malformed: false });
    send(request('getCurrentLanguage', 'd'));
    await flush();
    const answer = { response: { ok: true }, trackingProperties: { id: 'd' } };
    expect(posted()).toEqual([answer, answer]);
    expect(log.filter((entry) => entry.direction === 'out').map((entry) => entry.fault)).toEqual([
      undefined,
      'duplicate',
    ]);
  });
});

describe('the module’s real bridge under malformed answers (issue 19 §1)', () => {
  const TIMEOUT_MS = 2500;
  const settings = {
    HOST_ORIGINS: [HOST_ORIGIN],
    HOST_REQUEST_TIMEOUT_MS: TIMEOUT_MS,
  } as unknown as AppSettings;

  it('issue 19 §1: an unreadable answer fails at once as malformed; a broken envelope is dropped and the request ends by its timeout; nothing stays pending', async () => {
    vi.useFakeTimers();
    const { hostWindow, moduleWindow, frame } = linkedFrames();
    stopAfterTest(
      startHostMessageServer({
        window: hostWindow as unknown as Window,
        frame: () => frame as unknown as Window,
        moduleOrigin: MODULE_ORIGIN,
        handler: {
          handle: async (action) =>
            action === 'getUserContext' ? { identity: 'ana@acme.io' } : { resource: { ok: true } },
        },
        wireFaults: { duplicate: false, malformed: true },
      }),
    );
    const transport = new PostMessageTransport(settings, testEnvironment(moduleWindow));
    const host = new HostGatewayAdapter(transport);
    const commands = new HostCommandChannel(transport);

    // 'unreadable content' on a portal action: a typed failure, not a crash.
    await expect(host.getCurrentUser()).rejects.toMatchObject({ kind: 'malformed' });
    // The three broken envelopes: none settles the request, each is dropped.
    const outcomes = [
      observe(commands.send({ method: 'get', uri: '/a' })),
      observe(commands.send({ method: 'get', uri: '/b' })),
      // (Not getCurrentLanguage: it has its own short timeout, issue 20 §4.)
      observe(host.getTenantPlan('acme')),
    ];
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['pending', 'pending', 'pending']);
    expect(transport.droppedCount).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcomes.map((outcome) => outcome.state)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(transport.pendingCount).toBe(0);
  });
});
