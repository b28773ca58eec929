import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { JOURNAL_KEY } from '../../../src/infrastructure/host-bridge/in-flight-writes.journal';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage.transport';
import {
  deliver,
  fakeModuleWindow,
  type FakeParent,
  flush,
  HOST_ORIGIN,
  memoryStorage,
  testEnvironment,
} from './fake-windows';

/**
 * Issue 13 §1 'host reload mid-action': the portal reloads the frame while a write is on its way.
 * The frame's session storage outlives the document, so the new document knows the write's answer
 * as a late answer of its own; a read, a forged reply or an answer in time leaves nothing behind.
 */
const SETTINGS: Partial<AppSettings> = { HOST_ORIGINS: [HOST_ORIGIN], HOST_REQUEST_TIMEOUT_MS: 5000 };
const RENAME = { command: { method: 'set', uri: '/tenants/acme', resource: { id: 'acme', name: 'New' } } };

/** One frame session: the same storage across documents, a new window and transport per load. */
function frameSession() {
  const storage = memoryStorage();
  let ids = 0;
  const load = () => {
    const win = fakeModuleWindow();
    const environment = {
      ...testEnvironment(win, storage),
      randomUUID: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    };
    const transport = new PostMessageTransport(SETTINGS as AppSettings, environment);
    const parent = win.parent as FakeParent;
    const reply = (data: unknown, origin = HOST_ORIGIN, source: unknown = parent) =>
      deliver(win, data, origin, source);
    return { transport, reply, parent };
  };
  const lastSentId = (parent: FakeParent): string =>
    (parent.postMessage.mock.lastCall?.[0] as { trackingProperties: { id: string } }).trackingProperties.id;
  return { storage, load, lastSentId };
}

/** A rename sent, then the frame reloaded before its answer came. */
function reloadedMidRename() {
  const session = frameSession();
  const before = session.load();
  void before.transport.request('sendCommand', RENAME).catch(() => undefined);
  return { session, id: session.lastSentId(before.parent), after: session.load() };
}

function heard(transport: PostMessageTransport): unknown[] {
  const announced: unknown[] = [];
  transport.subscribe((...answer) => announced.push(answer));
  return announced;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PostMessageTransport across a reload of the frame (issue 13 §1)', () => {
  it('issue 13 §1: a write answered after the reload is announced to the new document as late, with its outcome', async () => {
    const { session, id, after } = reloadedMidRename();
    const announced = heard(after.transport);
    after.reply({ response: {}, trackingProperties: { id } });
    await flush();
    expect(announced).toEqual([['sendCommand', RENAME, 'answered']]);
    expect(after.transport.droppedCount).toBe(1);
    expect(after.transport.pendingCount).toBe(0);
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(false);
  });

  it('issue 13 §1: an answer that comes before anyone listens is kept for the first listener', async () => {
    const { id, after } = reloadedMidRename();
    after.reply({ error: 'failed', trackingProperties: { id } });
    await flush();
    const first = heard(after.transport);
    const second = heard(after.transport);
    expect(first).toEqual([['sendCommand', RENAME, 'failed']]);
    expect(second).toEqual([]);
  });

  it('issue 13 §2: the journaled id answered from another origin or another window is not acted on', async () => {
    const { session, id, after } = reloadedMidRename();
    const announced = heard(after.transport);
    after.reply({ response: {}, trackingProperties: { id } }, 'https://evil.example.com');
    after.reply({ response: {}, trackingProperties: { id } }, HOST_ORIGIN, {});
    await flush();
    expect(announced).toEqual([]);
    expect(after.transport.droppedCount).toBe(2);
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(true);
  });

  it('issue 13 §1: reads and answers in time leave the journal empty', async () => {
    const session = frameSession();
    const { transport, reply, parent } = session.load();
    void transport.request('sendCommand', { command: { method: 'get', uri: '/tenants-mine' } });
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(false);
    const saved = transport.request('sendCommand', RENAME);
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(true);
    reply({ response: {}, trackingProperties: { id: session.lastSentId(parent) } });
    await saved;
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(false);
  });

  it('issue 13 §1: a read, sent and answered, does not touch the storage at all', async () => {
    const session = frameSession();
    const { transport, reply, parent } = session.load();
    const getItem = vi.spyOn(session.storage, 'getItem');
    const setItem = vi.spyOn(session.storage, 'setItem');
    const read = transport.request('sendCommand', { command: { method: 'get', uri: '/tenants-mine' } });
    reply({ response: {}, trackingProperties: { id: session.lastSentId(parent) } });
    await read;
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('issue 13 §1: a write that timed out stays journaled, and its answer after a reload is still late', async () => {
    const session = frameSession();
    const before = session.load();
    const outcome = before.transport.request('sendCommand', RENAME).catch((error: unknown) => error);
    const id = session.lastSentId(before.parent);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    const after = session.load();
    const announced: unknown[] = [];
    after.transport.subscribe((...answer) => announced.push(answer));
    after.reply({ response: {}, trackingProperties: { id } });
    await flush();
    expect(announced).toHaveLength(1);
  });

  it('issue 13 §1: without session storage (blocked for the frame) a reload simply drops the answer', async () => {
    const win = fakeModuleWindow();
    const transport = new PostMessageTransport(SETTINGS as AppSettings, testEnvironment(win, null));
    await expect(
      Promise.race([transport.request('sendCommand', RENAME), Promise.resolve('sent')]),
    ).resolves.toBe('sent');
    expect(transport.pendingCount).toBe(1);
    transport.dispose();
  });
});
