import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import type * as ReplyAcceptance from '../../../src/infrastructure/host-bridge/reply-acceptance';
import {
  fromHostOrigin,
  fromParentWindow,
  SENDER_CHECKS,
  type SenderCheck,
} from '../../../src/infrastructure/host-bridge/reply-acceptance';
import { HostRequestError } from '../../../src/infrastructure/host/host-transport';
import {
  deliver,
  fakeModuleWindow,
  type FakeModuleWindow,
  type FakeParent,
  flush,
  FORGED_RESPONSE,
  HOST_ORIGIN,
  hostileReplies,
  observe,
  testEnvironment,
} from './fake-windows';

const TIMEOUT_MS = 5000;

/**
 * Issue 19 §1: the transport takes its sender checks from reply-acceptance.ts. The module is passed
 * through unchanged unless a test swaps the checks, to show that each one is what refuses a case.
 */
const swap = vi.hoisted(() => ({ checks: null as readonly SenderCheck[] | null }));
vi.mock('../../../src/infrastructure/host-bridge/reply-acceptance', async (importOriginal) => {
  const policy = await importOriginal<typeof ReplyAcceptance>();
  return {
    ...policy,
    acceptReply: (message: ReplyAcceptance.IncomingMessage, expected: ReplyAcceptance.ExpectedSender) =>
      policy.acceptReply(message, expected, swap.checks ?? policy.SENDER_CHECKS),
  };
});

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

describe('PostMessageTransport: sending (architecture.md §4)', () => {
  it('architecture.md §4: a request goes to the exact host origin in the iframe-message-proxy envelope', () => {
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

  it('architecture.md §4: a request without content carries no content key', () => {
    const { transport, parent } = setup();
    void transport.request('getCurrentLanguage').catch(() => undefined);
    const message = parent.postMessage.mock.calls[0]?.[0] as { message: object };
    expect(Object.keys(message.message).sort()).toEqual(['action', 'caller']);
  });

  it('architecture.md §4: fire-and-forget carries fireAndForget: true and creates no pending entry', () => {
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

  it('architecture.md §4: a valid reply resolves with its response and removes the pending entry', async () => {
    const { transport, lastId, reply } = setup();
    const language = transport.request<string>('getCurrentLanguage');
    reply({ response: 'en', trackingProperties: { id: lastId() } });
    await expect(language).resolves.toBe('en');
    expect(transport.pendingCount).toBe(0);
    expect(transport.droppedCount).toBe(0);
  });

  it('architecture.md §4: a reply without response resolves with undefined (void actions, as the library does)', async () => {
    const { transport, lastId, reply } = setup();
    const done = transport.request('setCurrentTenant', { tenant: { id: 't1' } });
    reply({ trackingProperties: { id: lastId() } });
    await expect(done).resolves.toBeUndefined();
  });
});

describe('PostMessageTransport: hostile and broken replies are dropped (architecture.md §4)', () => {
  const valid = (id: string) => ({ response: 'pt', trackingProperties: { id } });
  const names = hostileReplies('id', null, null).map(([name]) => name);

  /** The table's case `name` sent for a request that is really pending, then the host's own answer. */
  async function sendHostile(name: string) {
    const { transport, parent, win, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    const hostile = new Map(hostileReplies(lastId(), parent, win)).get(name);
    if (hostile === undefined) throw new Error(`no case ${name}`);
    reply(hostile.data, hostile.origin, hostile.source);
    await flush();
    const afterHostile = {
      state: outcome.state,
      pending: transport.pendingCount,
      dropped: transport.droppedCount,
    };
    reply(valid(lastId()));
    await flush();
    return { afterHostile, outcome };
  }

  it.each(names)(
    'issue 19 §1: %s, for a pending id, is refused and counted; the request then gets the real answer',
    async (name) => {
      const { afterHostile, outcome } = await sendHostile(name);
      expect(afterHostile).toEqual({ state: 'pending', pending: 1, dropped: 1 });
      expect(outcome).toMatchObject({ state: 'resolved', value: 'pt' });
    },
  );

  /** The names of the cases whose forged answer reached the caller under the given sender checks. */
  async function acceptedUnder(checks: readonly SenderCheck[]): Promise<string[]> {
    swap.checks = checks;
    try {
      const accepted: string[] = [];
      for (const name of names) {
        const { outcome } = await sendHostile(name);
        if (outcome.state === 'resolved' && outcome.value === FORGED_RESPONSE) accepted.push(name);
      }
      return accepted;
    } finally {
      swap.checks = null;
    }
  }

  it('issue 19 §1: the same table through the real checks accepts no forged answer', async () => {
    expect(await acceptedUnder(SENDER_CHECKS)).toEqual([]);
  });

  it('issue 19 §1: with the source check removed, the forged answers from other windows at the host origin get through', async () => {
    expect(await acceptedUnder([fromHostOrigin])).toEqual([
      "sibling at the host's origin: a reply",
      'a reply without a source window',
    ]);
  });

  it('issue 19 §1: with the origin check loosened to a prefix match, the parent at a look-alike origin gets through', async () => {
    const prefix: SenderCheck = ({ origin }, { hostOrigin }) =>
      hostOrigin !== null && origin.startsWith(hostOrigin);
    expect(await acceptedUnder([fromParentWindow, prefix])).toEqual([
      'parent at a look-alike origin',
      'parent at another port',
    ]);
  });

  it('issue 19 §1: with the origin check loosened to includes, an origin that is a prefix of the host gets through', async () => {
    const includes: SenderCheck = ({ origin }, { hostOrigin }) =>
      hostOrigin !== null && hostOrigin.includes(origin);
    expect(await acceptedUnder([fromParentWindow, includes])).toEqual([
      'parent at an origin prefix of the host',
    ]);
  });

  it('architecture.md §4: a well-formed reply to an id nobody waits for is dropped; the pending request is untouched', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    reply(valid('3f1c9d2e-0000-4000-8000-000000000999'));
    await flush();
    expect(outcome.state).toBe('pending');
    expect(transport.droppedCount).toBe(1);
    reply(valid(lastId()));
    await flush();
    expect(outcome).toMatchObject({ state: 'resolved', value: 'pt' });
  });

  it('issue 19 §1: a reply for a pending id with a __proto__ key is parsed as data: its answer is used, nothing is polluted', async () => {
    const { transport, lastId, reply } = setup();
    const outcome = observe(transport.request('getCurrentLanguage'));
    // JSON.parse (and structured clone) make "__proto__" an own key, as a hostile host would send it.
    const data: unknown = JSON.parse(
      `{"__proto__":{"error":"forged","polluted":true},"response":"pt","trackingProperties":{"id":"${lastId()}"}}`,
    );
    reply(data);
    await flush();
    expect(outcome).toMatchObject({ state: 'resolved', value: 'pt' });
    expect(transport.droppedCount).toBe(0);
    expect(transport.pendingCount).toBe(0);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['error']).toBeUndefined();
  });

  it('architecture.md §4: a duplicate reply is ignored after the first settles', async () => {
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

  it('architecture.md §4: a request times out at exactly the configured time and its entry is gone', async () => {
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

  it('architecture.md §4: the timeout can be overridden per call; 60000 ms applies when settings give none', async () => {
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

  it('architecture.md §4: a late reply after the timeout is ignored', async () => {
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

  it('architecture.md §4: content the browser cannot clone rejects at once and leaves no pending entry', async () => {
    const { transport, parent } = setup();
    parent.postMessage.mockImplementationOnce(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const outcome = observe(transport.request('showModal', { onConfirm: () => undefined }));
    await flush();
    expect(outcome.error).toMatchObject({ kind: 'unavailable', action: 'showModal' });
    expect(transport.pendingCount).toBe(0);
  });

  it('architecture.md §4: dispose rejects what is pending and stops listening', async () => {
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

describe('PostMessageTransport: host origin from the exact allow-list (architecture.md §4)', () => {
  it('architecture.md §4: a parent origin off the allow-list makes the transport refuse to send', async () => {
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
    'architecture.md §4: %s does not match the allowed origin (exact string equality)',
    async (parentOrigin) => {
      const { transport } = setup(fakeModuleWindow({ ancestorOrigins: [parentOrigin] }));
      await expect(transport.request('getCurrentLanguage')).rejects.toMatchObject({ kind: 'unavailable' });
    },
  );

  it('issue 35 §9: an attacker in ancestorOrigins, the portal in the referrer: nothing is posted, nothing is taken', async () => {
    const attacker = 'https://attacker.example.net';
    const win = fakeModuleWindow({ ancestorOrigins: [attacker], referrer: `${HOST_ORIGIN}/application` });
    const { transport, parent, reply } = setup(win);
    expect(transport.targetOrigin).toBeNull();
    await expect(transport.request('getUserContext', 'getCurrentUser')).rejects.toMatchObject({
      kind: 'unavailable',
    });
    transport.fire('heightChange', 100);
    expect(parent.postMessage).not.toHaveBeenCalled();
    reply({ response: true, trackingProperties: { id: 'x' } }, HOST_ORIGIN);
    reply({ response: true, trackingProperties: { id: 'x' } }, attacker);
    expect(transport.droppedCount).toBe(2);
  });

  it('architecture.md §4: without ancestorOrigins the referrer origin is used, exactly', () => {
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

  it('architecture.md §4: a module that is not framed (no parent, or itself as parent) talks to no one', async () => {
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

describe('PostMessageTransport: settings as data (architecture.md §4)', () => {
  it('architecture.md §4: an appSettings.json without HOST_ORIGINS allows no host instead of failing', async () => {
    const broken = { HOST_REQUEST_TIMEOUT_MS: TIMEOUT_MS } as unknown as AppSettings;
    const transport = new PostMessageTransport(broken, testEnvironment(fakeModuleWindow()));
    expect(transport.targetOrigin).toBeNull();
    await expect(transport.request('getCurrentLanguage')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
