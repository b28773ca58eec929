import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage.transport';
import { HostRequestError } from '../../../src/infrastructure/host/host-transport';
import {
  deliver,
  fakeModuleWindow,
  type FakeModuleWindow,
  type FakeParent,
  flush,
  HOST_ORIGIN,
  observe,
  testEnvironment,
} from './fake-windows';

const TIMEOUT_MS = 5000;

function settings(overrides: Partial<AppSettings> = {}): AppSettings {
  return { HOST_ORIGINS: [HOST_ORIGIN], HOST_REQUEST_TIMEOUT_MS: TIMEOUT_MS, ...overrides } as AppSettings;
}

function setup(win: FakeModuleWindow = fakeModuleWindow(), appSettings = settings()) {
  const transport = new PostMessageTransport(appSettings, testEnvironment(win));
  const parent = win.parent as FakeParent;
  const lastId = (): string => {
    const sent = parent.postMessage.mock.lastCall?.[0] as { trackingProperties: { id: string } };
    return sent.trackingProperties.id;
  };
  const reply = (data: unknown, origin = HOST_ORIGIN, source: unknown = parent) =>
    deliver(win, data, origin, source);
  return { transport, parent, win, lastId, reply };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PostMessageTransport: sending (ARCHITECTURE §4)', () => {
  it('ARCHITECTURE §4: a request goes to the exact host origin in the iframe-message-proxy envelope', () => {
    const { transport, parent } = setup();
    void transport.request('getUserContext', 'getCurrentUser').catch(() => undefined);
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
    const [message, targetOrigin] = parent.postMessage.mock.calls[0] ?? [];
    expect(targetOrigin).toBe(HOST_ORIGIN);
    expect(targetOrigin).not.toBe('*');
    expect(message).toEqual({
      message: { action: 'blipEvent:getUserContext', content: 'getCurrentUser', caller: 'tenant-admin' },
      trackingProperties: { id: '00000000-0000-4000-8000-000000000001' },
    });
    expect(transport.pendingCount).toBe(1);
  });

  it('ARCHITECTURE §4: a request without content carries no content key', () => {
    const { transport, parent } = setup();
    void transport.request('getCurrentLanguage').catch(() => undefined);
    const message = parent.postMessage.mock.calls[0]?.[0] as { message: object };
    expect(Object.keys(message.message).sort()).toEqual(['action', 'caller']);
  });

  it('ARCHITECTURE §4: fire-and-forget carries fireAndForget: true and creates no pending entry', () => {
    const { transport, parent, lastId, reply } = setup();
    transport.fire('toast', { type: 'success', message: 'Name updated' });
    expect(parent.postMessage).toHaveBeenCalledWith(
      {
        message: {
          action: 'blipEvent:toast',
          content: { type: 'success', message: 'Name updated' },
          caller: 'tenant-admin',
          fireAndForget: true,
        },
        trackingProperties: { id: lastId() },
      },
      HOST_ORIGIN,
    );
    expect(transport.pendingCount).toBe(0);
    reply({ response: true, trackingProperties: { id: lastId() } });
    expect(transport.droppedCount).toBe(1);
  });

  it('ARCHITECTURE §4: a valid reply resolves with its response and removes the pending entry', async () => {
    const { transport, lastId, reply } = setup();
    const language = transport.request<string>('getCurrentLanguage');
    reply({ response: 'en', trackingProperties: { id: lastId() } });
    await expect(language).resolves.toBe('en');
    expect(transport.pendingCount).toBe(0);
    expect(transport.droppedCount).toBe(0);
  });

  it('ARCHITECTURE §4: a reply without response resolves with undefined (void actions, as the library does)', async () => {
    const { transport, lastId, reply } = setup();
    const done = transport.request('setCurrentTenant', { tenant: { id: 't1' } });
    reply({ trackingProperties: { id: lastId() } });
    await expect(done).resolves.toBeUndefined();
  });
});

describe('PostMessageTransport: hostile and broken replies are dropped (ARCHITECTURE §4)', () => {
  const valid = (id: string) => ({ response: 'pt', trackingProperties: { id } });
  const cases: ReadonlyArray<[string, (id: string, parent: FakeParent) => [unknown, string, unknown]]> = [
    ['look-alike origin', (id, p) => [valid(id), 'https://portal.example.com.evil.io', p]],
    ['http instead of https', (id, p) => [valid(id), 'http://portal.example.com', p]],
    ['another port', (id, p) => [valid(id), 'https://portal.example.com:8443', p]],
    ["the 'null' origin", (id, p) => [valid(id), 'null', p]],
    ['an origin prefix of the host', (id, p) => [valid(id), 'https://portal.example.co', p]],
    ['a wrong source window', (id) => [valid(id), HOST_ORIGIN, { postMessage: () => undefined }]],
    ['no source window', (id) => [valid(id), HOST_ORIGIN, null]],
    ['data that is not an object', (_id, p) => ['{"response":"pt"}', HOST_ORIGIN, p]],
    ['data that is null', (_id, p) => [null, HOST_ORIGIN, p]],
    ['data that is an array', (id, p) => [[valid(id)], HOST_ORIGIN, p]],
    ['missing trackingProperties', (_id, p) => [{ response: 'pt' }, HOST_ORIGIN, p]],
    ['missing id', (_id, p) => [{ response: 'pt', trackingProperties: {} }, HOST_ORIGIN, p]],
    [
      'an id that is not a string',
      (_id, p) => [{ response: 'pt', trackingProperties: { id: 1 } }, HOST_ORIGIN, p],
    ],
    ['an unknown id', (_id, p) => [valid('3f1c9d2e-0000-4000-8000-000000000999'), HOST_ORIGIN, p]],
    [
      'its own request echoed back',
      (id, p) => [{ message: { action: 'blipEvent:x' }, trackingProperties: { id } }, HOST_ORIGIN, p],
    ],
  ];

  it.each(cases)(
    'ARCHITECTURE §4: %s is ignored, counted, and the pending map is unchanged',
    async (_name, build) => {
      const { transport, parent, lastId, reply } = setup();
      const outcome = observe(transport.request('getCurrentLanguage'));
      const [data, origin, source] = build(lastId(), parent);
      reply(data, origin, source);
      await flush();
      expect(outcome.state).toBe('pending');
      expect(transport.pendingCount).toBe(1);
      expect(transport.droppedCount).toBe(1);
      // The genuine reply still gets through afterwards.
      reply(valid(lastId()));
      await flush();
      expect(outcome).toMatchObject({ state: 'resolved', value: 'pt' });
      expect(transport.pendingCount).toBe(0);
    },
  );

  it('ARCHITECTURE §4: a duplicate reply is ignored after the first settles', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    const id = lastId();
    reply({ response: 'en', trackingProperties: { id } });
    reply({ response: 'es', trackingProperties: { id } });
    await flush();
    expect(outcome).toMatchObject({ state: 'resolved', value: 'en' });
    expect(transport.pendingCount).toBe(0);
    expect(transport.droppedCount).toBe(1);
  });

  it('ARCHITECTURE §4: a request times out at exactly the configured time and its entry is gone', async () => {
    const { transport } = setup();
    const outcome = observe(transport.request('getTenantPlan', { tenantId: 't1' }));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(outcome.state).toBe('pending');
    expect(transport.pendingCount).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.state).toBe('rejected');
    expect(outcome.error).toBeInstanceOf(HostRequestError);
    expect(outcome.error).toMatchObject({ kind: 'timeout', action: 'getTenantPlan' });
    expect(transport.pendingCount).toBe(0);
  });

  it('ARCHITECTURE §4: the timeout can be overridden per call; 60000 ms applies when settings give none', async () => {
    const { transport } = setup(fakeModuleWindow(), settings({ HOST_REQUEST_TIMEOUT_MS: 0 }));
    const short = observe(transport.request('sendCommand', {}, { timeoutMs: 100 }));
    const long = observe(transport.request('getCurrentLanguage'));
    await vi.advanceTimersByTimeAsync(100);
    expect(short.state).toBe('rejected');
    await vi.advanceTimersByTimeAsync(59_899);
    expect(long.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(long.state).toBe('rejected');
  });

  it('ARCHITECTURE §4: a late reply after the timeout is ignored', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    reply({ response: 'en', trackingProperties: { id: lastId() } });
    await flush();
    expect(outcome.state).toBe('rejected');
    expect(outcome.error).toMatchObject({ kind: 'timeout' });
    expect(transport.droppedCount).toBe(1);
    expect(transport.pendingCount).toBe(0);
  });

  it('issue 13 §1: a late answer is announced once, with its action; other unknown answers are not', async () => {
    const { transport, lastId, reply } = setup();
    const announced: unknown[] = [];
    transport.subscribe((action, content) => announced.push([action, content]));
    const outcome = observe(transport.request('sendCommand', { command: {} }));
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    const id = lastId();
    reply({ response: {}, trackingProperties: { id } });
    reply({ response: {}, trackingProperties: { id } });
    reply({ response: {}, trackingProperties: { id: 'never-asked' } });
    await flush();
    expect(outcome.state).toBe('rejected');
    expect(announced).toEqual([['sendCommand', { command: {} }]]);
    expect(transport.droppedCount).toBe(3);
  });

  it('spec 1 §8: an error reply rejects with HostRequestError(error-reply) carrying the raw error', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('sendCommand', { command: {} }));
    const wire = JSON.stringify({ message: JSON.stringify({ status: 'failure', reason: { code: 67 } }) });
    reply({ error: wire, trackingProperties: { id: lastId() } });
    await flush();
    expect(outcome.error).toBeInstanceOf(HostRequestError);
    expect(outcome.error).toMatchObject({ kind: 'error-reply', action: 'sendCommand', error: wire });
    expect(transport.pendingCount).toBe(0);
  });

  it('spec 1 §8: a non-JSON error string still rejects (parsing belongs to the command adapter)', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('sendCommand', {}));
    reply({ error: 'Internal <b>error</b>', trackingProperties: { id: lastId() } });
    await flush();
    expect(outcome.error).toMatchObject({ kind: 'error-reply', error: 'Internal <b>error</b>' });
    expect(transport.pendingCount).toBe(0);
  });

  it('ARCHITECTURE §4: content the browser cannot clone rejects at once and leaves no pending entry', async () => {
    const { transport, parent } = setup();
    parent.postMessage.mockImplementationOnce(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const outcome = observe(transport.request('showModal', { onConfirm: () => undefined }));
    await flush();
    expect(outcome.error).toMatchObject({ kind: 'unavailable', action: 'showModal' });
    expect(transport.pendingCount).toBe(0);
  });

  it('ARCHITECTURE §4: dispose rejects what is pending and stops listening', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    const id = lastId();
    transport.dispose();
    reply({ response: 'en', trackingProperties: { id } });
    await flush();
    expect(outcome.error).toMatchObject({ kind: 'unavailable' });
    expect(transport.pendingCount).toBe(0);
    expect(transport.droppedCount).toBe(0);
  });
});

describe('PostMessageTransport: host origin from the exact allow-list (ARCHITECTURE §4)', () => {
  it('ARCHITECTURE §4: a parent origin off the allow-list makes the transport refuse to send', async () => {
    const win = fakeModuleWindow({ ancestorOrigins: ['https://portal.example.com.evil.io'] });
    const { transport, parent, reply } = setup(win);
    expect(transport.targetOrigin).toBeNull();
    await expect(transport.request('getCurrentLanguage')).rejects.toMatchObject({ kind: 'unavailable' });
    transport.fire('startLoading');
    expect(parent.postMessage).not.toHaveBeenCalled();
    reply({ response: 'en', trackingProperties: { id: 'x' } }, 'https://portal.example.com.evil.io');
    expect(transport.droppedCount).toBe(1);
  });

  it.each([
    ['http://portal.example.com'],
    ['https://portal.example.com:443.evil.io'],
    ['https://PORTAL.example.com'],
  ])(
    'ARCHITECTURE §4: %s does not match the allowed origin (exact string equality)',
    async (parentOrigin) => {
      const { transport } = setup(fakeModuleWindow({ ancestorOrigins: [parentOrigin] }));
      await expect(transport.request('getCurrentLanguage')).rejects.toMatchObject({ kind: 'unavailable' });
    },
  );

  it('ARCHITECTURE §4: without ancestorOrigins the referrer origin is used, exactly', () => {
    const allowed = setup(
      fakeModuleWindow({ ancestorOrigins: undefined, referrer: `${HOST_ORIGIN}/application/x?y=1` }),
    );
    expect(allowed.transport.targetOrigin).toBe(HOST_ORIGIN);
    const lookAlike = setup(
      fakeModuleWindow({ ancestorOrigins: undefined, referrer: 'https://portal.example.com.evil.io/' }),
    );
    expect(lookAlike.transport.targetOrigin).toBeNull();
    const none = setup(fakeModuleWindow({ ancestorOrigins: undefined, referrer: '' }));
    expect(none.transport.targetOrigin).toBeNull();
  });

  it('ARCHITECTURE §4: a module that is not framed (no parent, or itself as parent) talks to no one', async () => {
    const orphan = setup(fakeModuleWindow({ parent: null }));
    await expect(orphan.transport.request('getCurrentLanguage')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    const top = fakeModuleWindow();
    Object.assign(top, { parent: top });
    const self = new PostMessageTransport(settings(), testEnvironment(top));
    expect(self.targetOrigin).toBeNull();
  });
});

describe('PostMessageTransport: settings as data (ARCHITECTURE §4)', () => {
  it('ARCHITECTURE §4: an appSettings.json without HOST_ORIGINS allows no host instead of failing', async () => {
    const broken = { HOST_REQUEST_TIMEOUT_MS: TIMEOUT_MS } as unknown as AppSettings;
    const transport = new PostMessageTransport(broken, testEnvironment(fakeModuleWindow()));
    expect(transport.targetOrigin).toBeNull();
    await expect(transport.request('getCurrentLanguage')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
