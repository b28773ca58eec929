import { IframeMessageProxy } from 'iframe-message-proxy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import { deliver, fakeModuleWindow, fakeParent, flush, HOST_ORIGIN, testEnvironment } from './fake-windows';

/**
 * The real portal speaks iframe-message-proxy 1.2.0. Our transport must put the same keys
 * at the same depth, with the same caller semantics (the frame's window.name).
 */
const FRAME_NAME = 'tenant-admin-frame';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.keys(value)
    .flatMap((key) => keyPaths((value as Record<string, unknown>)[key], prefix ? `${prefix}.${key}` : key))
    .sort();
}

const libraryParent = fakeParent();
const libraryWindow = new EventTarget();
let previousName = '';

beforeAll(() => {
  previousName = window.name;
  window.name = FRAME_NAME;
  // The library's defaults: prefix 'blipEvent:' and caller window.name (read again by config).
  IframeMessageProxy.config({
    targetWindow: libraryParent as unknown as Window,
    receiveWindow: libraryWindow as unknown as Window,
  });
  IframeMessageProxy.listen();
});

afterAll(() => {
  IframeMessageProxy.stopListen();
  window.name = previousName;
});

function ours() {
  const parent = fakeParent();
  const win = fakeModuleWindow({ parent, name: window.name });
  const settings = { HOST_ORIGINS: [HOST_ORIGIN], HOST_REQUEST_TIMEOUT_MS: 60000 } as unknown as AppSettings;
  return { transport: new PostMessageTransport(settings, testEnvironment(win)), parent };
}

function libraryPosted(): { message: { message: Record<string, unknown> }; targetOrigin: string } {
  const [message, targetOrigin] = libraryParent.postMessage.mock.lastCall ?? [];
  return { message: message as { message: Record<string, unknown> }, targetOrigin: targetOrigin as string };
}

describe('wire parity with iframe-message-proxy 1.2.0 (architecture.md §4)', () => {
  const command = { destination: 'BlipService', command: { id: 'c1', method: 'get', uri: '/tenants-mine' } };
  const requests: ReadonlyArray<[string, unknown]> = [
    ['getCurrentLanguage', undefined],
    ['getUserContext', 'getCurrentUser'],
    ['sendCommand', command],
  ];

  it.each(requests)(
    'architecture.md §4: %s request has the library’s keys, action, caller and content',
    (action, content) => {
      void IframeMessageProxy.sendMessage(content === undefined ? { action } : { action, content });
      const theirs = libraryPosted().message;
      const { transport, parent } = ours();
      void transport.request(action, content).catch(() => undefined);
      const mine = parent.postMessage.mock.lastCall?.[0] as { message: Record<string, unknown> };

      expect(keyPaths(mine)).toEqual(keyPaths(theirs));
      expect(mine.message['action']).toBe(theirs.message['action']);
      expect(mine.message['action']).toBe(`blipEvent:${action}`);
      expect(mine.message['caller']).toBe(theirs.message['caller']);
      expect(mine.message['caller']).toBe(FRAME_NAME);
      expect(mine.message['content']).toEqual(theirs.message['content']);
      transport.dispose();
    },
  );

  it('architecture.md §4: fire-and-forget has the library’s keys; only the target origin differs (never *)', () => {
    void IframeMessageProxy.sendMessage({ action: 'heightChange', content: 640, fireAndForget: true });
    const theirs = libraryPosted();
    const { transport, parent } = ours();
    transport.fire('heightChange', 640);
    const [mine, myOrigin] = parent.postMessage.mock.lastCall ?? [];

    expect(keyPaths(mine)).toEqual(keyPaths(theirs.message));
    expect((mine as { message: unknown }).message).toEqual({ ...theirs.message.message });
    expect(theirs.targetOrigin).toBe('*');
    expect(myOrigin).toBe(HOST_ORIGIN);
  });

  it('architecture.md §4: the replies our simulator sends settle the library’s promises the same way as ours', async () => {
    const pending = IframeMessageProxy.sendMessage({ action: 'getCurrentLanguage' });
    const id = (libraryPosted().message as unknown as { trackingProperties: { id: string } })
      .trackingProperties.id;
    deliver(libraryWindow, { response: 'es', trackingProperties: { id } }, HOST_ORIGIN, libraryParent);
    // The library resolves with the whole reply; our transport resolves with its `response`.
    await expect(pending).resolves.toEqual({ response: 'es', trackingProperties: { id } });

    const failing = IframeMessageProxy.sendMessage({ action: 'sendCommand', content: command });
    const failingId = (libraryPosted().message as unknown as { trackingProperties: { id: string } })
      .trackingProperties.id;
    deliver(
      libraryWindow,
      { error: '{"message":"x"}', trackingProperties: { id: failingId } },
      HOST_ORIGIN,
      libraryParent,
    );
    await expect(failing).rejects.toBe('{"message":"x"}');
    await flush();
  });
});
