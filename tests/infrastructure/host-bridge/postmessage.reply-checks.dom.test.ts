import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import {
  deliver,
  fakeModuleWindow,
  type FakeParent,
  flush,
  HOST_ORIGIN,
  memoryStorage,
  observe,
  testEnvironment,
} from './fake-windows';

/**
 * The three checks every reply passes (architecture.md §4), one test each, plus the bounds of the
 * transport's own bookkeeping. Outcomes are observed without awaiting, so a broken check fails
 * the test at once instead of leaving it waiting for a reply that never settles.
 */
const TIMEOUT_MS = 5000;
const SETTINGS = {
  HOST_ORIGINS: [HOST_ORIGIN],
  HOST_REQUEST_TIMEOUT_MS: TIMEOUT_MS,
} as unknown as AppSettings;
const RENAME = { command: { method: 'set', uri: '/tenants/acme', resource: { name: 'New' } } };

function setup(settings: AppSettings = SETTINGS, win = fakeModuleWindow()) {
  const storage = memoryStorage();
  const transport = new PostMessageTransport(settings, testEnvironment(win, storage));
  const parent = win.parent as FakeParent;
  const lastId = (): string =>
    (parent.postMessage.mock.lastCall?.[0] as { trackingProperties: { id: string } }).trackingProperties.id;
  const reply = (data: unknown, origin = HOST_ORIGIN, source: unknown = parent) =>
    deliver(win, data, origin, source);
  return { transport, parent, lastId, reply, storage };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Reply = ReturnType<typeof setup>['reply'];

describe('PostMessageTransport: the checks on every reply (architecture.md §4)', () => {
  // The same genuine answer, first from the wrong sender (dropped, the request still waits), then
  // from the parent at the host origin (it settles, nothing more dropped).
  it.each([
    {
      name: 'source check: only the parent window is heard; the same reply from any other window is dropped',
      send: (reply: Reply, answer: unknown) => reply(answer, HOST_ORIGIN, { postMessage: () => undefined }),
    },
    {
      name: 'origin check: only the host origin is heard; the same reply from the parent at another origin is dropped',
      send: (reply: Reply, answer: unknown) => reply(answer, 'https://evil.example.com'),
    },
  ])('$name', async ({ send }) => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    const answer = { response: 'en', trackingProperties: { id: lastId() } };
    send(reply, answer);
    await flush();
    expect(outcome.state).toBe('pending');
    expect(transport.droppedCount).toBe(1);
    reply(answer);
    await flush();
    expect(outcome).toMatchObject({ state: 'resolved', value: 'en' });
    expect(transport.droppedCount).toBe(1);
  });

  it('shape check: a reply without a tracking id is dropped, a well-formed one settles', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    reply({ response: 'en' });
    await flush();
    expect(outcome.state).toBe('pending');
    expect(transport.droppedCount).toBe(1);
    reply({ response: 'en', trackingProperties: { id: lastId() } });
    await flush();
    expect(outcome).toMatchObject({ state: 'resolved', value: 'en' });
  });
});

describe('PostMessageTransport: timeouts and late answers (architecture.md §4, issue 13 §1)', () => {
  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'a timeout of %s is not a timeout: the configured one applies',
    async (timeoutMs) => {
      const { transport } = setup();
      const outcome = observe(transport.request('getCurrentLanguage', undefined, { timeoutMs }));
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      expect(outcome.state).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toMatchObject({ state: 'rejected', error: { kind: 'timeout' } });
    },
  );

  it('a listener that unsubscribed hears no more late answers', async () => {
    const { transport, lastId, reply } = setup();
    const heard: unknown[] = [];
    const unsubscribe = transport.subscribe((action) => heard.push(action));
    unsubscribe();
    void transport.request('sendCommand', RENAME).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    reply({ response: {}, trackingProperties: { id: lastId() } });
    expect(heard).toEqual([]);
  });

  it('a late answer told to a listener is not kept for the next one', async () => {
    const { transport, lastId, reply } = setup();
    const first: unknown[] = [];
    transport.subscribe((action) => first.push(action));
    void transport.request('sendCommand', RENAME).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    reply({ response: {}, trackingProperties: { id: lastId() } });
    const second: unknown[] = [];
    transport.subscribe((action) => second.push(action));
    expect(first).toEqual(['sendCommand']);
    expect(second).toEqual([]);
  });

  it('only the last 200 timed-out requests are remembered: an answer to an older one is not announced', async () => {
    const { transport, parent, reply } = setup();
    const heard: unknown[] = [];
    transport.subscribe((_action, content) => heard.push(content));
    for (let i = 0; i < 201; i += 1) void transport.request('getTenantPlan', i).catch(() => undefined);
    const ids = parent.postMessage.mock.calls.map(
      ([message]) => (message as { trackingProperties: { id: string } }).trackingProperties.id,
    );
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    reply({ response: {}, trackingProperties: { id: ids[0] } });
    reply({ response: {}, trackingProperties: { id: ids[1] } });
    expect(heard).toEqual([1]);
  });

  it('a read answered late does not touch the session storage', async () => {
    const { transport, lastId, reply, storage } = setup();
    void transport.request('getCurrentLanguage').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    const setItem = vi.spyOn(storage, 'setItem');
    const removeItem = vi.spyOn(storage, 'removeItem');
    reply({ response: 'en', trackingProperties: { id: lastId() } });
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
  });

  it('with no host to talk to, a write is refused without a trace in the session storage', async () => {
    const { transport, storage } = setup({ HOST_ORIGINS: [] } as unknown as AppSettings);
    const setItem = vi.spyOn(storage, 'setItem');
    await expect(transport.request('sendCommand', RENAME)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(setItem).not.toHaveBeenCalled();
    expect(transport.pendingCount).toBe(0);
  });
});
