import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { JOURNAL_KEY } from '../../../src/infrastructure/host-bridge/in-flight-writes.journal';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import {
  deliver,
  fakeModuleWindow,
  flush,
  HOST_ORIGIN,
  memoryStorage,
  observe,
  reloadableFrame,
  testEnvironment,
} from './fake-windows';

/**
 * Issue 13 §1 'host reload mid-action': the portal reloads the frame while a write is on its way.
 * The frame's session storage outlives the document, so the new document knows the write's answer
 * as a late answer of its own; a read, a forged reply or an answer in time leaves nothing behind.
 */
const SETTINGS: Partial<AppSettings> = { HOST_ORIGINS: [HOST_ORIGIN], HOST_REQUEST_TIMEOUT_MS: 5000 };
const RENAME = { command: { method: 'set', uri: '/tenants/acme', resource: { id: 'acme', name: 'New' } } };
/** What the next document knows of it: the journal kept no resource (issue 20 §5). */
const RENAME_SUMMARY = { command: { method: 'set', uri: '/tenants/acme' } };

/**
 * One frame session (issue 19 §2): the same host and the same session storage across documents.
 * A reload disposes the document's transport and loads a new window in the frame, with a new
 * transport; the host answers through the frame, so its answer reaches whichever document is there.
 */
function frameSession() {
  const storage = memoryStorage();
  const frame = reloadableFrame();
  let ids = 0;
  let current: PostMessageTransport | null = null;
  const load = () => {
    current?.dispose();
    const win = frame.load();
    const environment = {
      ...testEnvironment(win, storage),
      randomUUID: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    };
    const transport = new PostMessageTransport(SETTINGS as AppSettings, environment);
    current = transport;
    /** A message posted to this document by anyone: `source` is the window it claims to come from. */
    const deliverHere = (data: unknown, origin: string, source: unknown) =>
      deliver(win, data, origin, source);
    return { transport, deliverHere };
  };
  /** The id of the request the host received last. */
  const lastReceivedId = async (): Promise<string> => {
    await flush();
    const last = frame.received.at(-1);
    if (last === undefined) throw new Error('the host received no request');
    return last.id;
  };
  return { storage, frame, load, lastReceivedId };
}

/** A rename sent and received by the host, then the frame reloaded before its answer came. */
async function reloadedMidRename() {
  const session = frameSession();
  const before = session.load();
  const outcome = observe(before.transport.request('sendCommand', RENAME));
  const id = await session.lastReceivedId();
  const after = session.load();
  return { session, id, before: { ...before, outcome }, after };
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
  it('issue 19 §2: the frame reloads mid-rename; the host answers the old request and the new document announces it as late, with its outcome', async () => {
    const { session, id, before, after } = await reloadedMidRename();
    expect(session.frame.received).toEqual([{ id, action: 'blipEvent:sendCommand', content: RENAME }]);
    // The old document is gone: its request was given up there, but the write stays journaled.
    expect(before.outcome).toMatchObject({ state: 'rejected', error: { kind: 'unavailable' } });
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(true);
    const announced = heard(after.transport);

    session.frame.answer(id, { response: {} });
    await flush();

    expect(announced).toEqual([['sendCommand', RENAME_SUMMARY, 'answered']]);
    expect(before.transport.droppedCount).toBe(0);
    expect(after.transport.droppedCount).toBe(1);
    expect(after.transport.pendingCount).toBe(0);
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(false);
  });

  it('issue 19 §2: an error answer after the reload, before anyone listens, is kept for the first listener as failed', async () => {
    const { session, id, after } = await reloadedMidRename();
    session.frame.answer(id, { error: 'failed' });
    await flush();
    const first = heard(after.transport);
    const second = heard(after.transport);
    expect(first).toEqual([['sendCommand', RENAME_SUMMARY, 'failed']]);
    expect(second).toEqual([]);
  });

  it('issue 13 §2: the journaled id answered from another origin or another window is not acted on', async () => {
    const { session, id, after } = await reloadedMidRename();
    const announced = heard(after.transport);
    const answer = { response: {}, trackingProperties: { id } };
    after.deliverHere(answer, 'https://evil.example.com', session.frame.parent);
    after.deliverHere(answer, HOST_ORIGIN, {});
    await flush();
    expect(announced).toEqual([]);
    expect(after.transport.droppedCount).toBe(2);
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(true);
  });

  it('issue 13 §1: reads and answers in time leave the journal empty', async () => {
    const session = frameSession();
    const { transport } = session.load();
    void transport.request('sendCommand', { command: { method: 'get', uri: '/tenants-mine' } });
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(false);
    const saved = transport.request('sendCommand', RENAME);
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(true);
    session.frame.answer(await session.lastReceivedId(), { response: {} });
    await saved;
    expect(session.storage.items.has(JOURNAL_KEY)).toBe(false);
  });

  it('issue 13 §1: a read, sent and answered, does not touch the storage at all', async () => {
    const session = frameSession();
    const { transport } = session.load();
    const getItem = vi.spyOn(session.storage, 'getItem');
    const setItem = vi.spyOn(session.storage, 'setItem');
    const read = transport.request('sendCommand', { command: { method: 'get', uri: '/tenants-mine' } });
    session.frame.answer(await session.lastReceivedId(), { response: {} });
    await read;
    expect(getItem).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
  });

  it('issue 13 §1: a write that timed out stays journaled, and its answer after a reload is still late', async () => {
    const session = frameSession();
    const before = session.load();
    const outcome = before.transport.request('sendCommand', RENAME).catch((error: unknown) => error);
    const id = await session.lastReceivedId();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    const after = session.load();
    const announced = heard(after.transport);
    session.frame.answer(id, { response: {} });
    await flush();
    expect(announced).toEqual([['sendCommand', RENAME_SUMMARY, 'answered']]);
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
