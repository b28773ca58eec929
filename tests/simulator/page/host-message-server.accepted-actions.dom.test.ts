import { afterEach, describe, expect, it, vi } from 'vitest';
import { SILENT_PORTAL_SLOW_MS, silentPortalTreatment } from '../../../simulator/page/host-actions';
import { flush } from '../../infrastructure/host-bridge/fake-windows';
import { serverWithSpyFrame, stopServers } from './host-message-server.test-kit';

/**
 * Issue 20 §4: the simulator answers only the names of docs/host-messages.md (a wrong name fails
 * loudly), and its 'silent-portal' answers only the spec's and the library's names.
 */
function request(action: string, id: string, extra: Record<string, unknown> = {}) {
  return { message: { action, caller: 'tenant-admin', ...extra }, trackingProperties: { id } };
}

afterEach(stopServers);

describe('startHostMessageServer: only the documented action names (issue 20 §4)', () => {
  it('issue 20 §4: an action name docs/host-messages.md does not list is refused and logged, answered with an error, never handled', async () => {
    const { handler, send, log, posted } = serverWithSpyFrame(async () => 'ok');
    send(request('blipEvent:getCurrentLanguages', 'typo'));
    send(request('blipEvent:hideNavbar', 'nav', { fireAndForget: true }));
    send(request('blipEvent:getCurrentLanguage', 'ok'));
    await flush();
    expect(handler.handle.mock.calls).toEqual([['getCurrentLanguage', undefined]]);
    expect(log.map((entry) => [entry.direction, entry.action, entry.id])).toEqual([
      ['dropped', 'getCurrentLanguages', 'typo'],
      ['out', 'getCurrentLanguages', 'typo'],
      ['dropped', 'hideNavbar', 'nav'],
      ['in', 'getCurrentLanguage', 'ok'],
      ['out', 'getCurrentLanguage', 'ok'],
    ]);
    expect(log[0]?.payload).toMatchObject({ reason: 'unknown action' });
    // A request gets its error at once (not after the module's timeout); fire-and-forget gets nothing.
    expect(posted()).toEqual([
      {
        error: "Unknown host action 'getCurrentLanguages' (not in docs/host-messages.md)",
        trackingProperties: { id: 'typo' },
      },
      { response: 'ok', trackingProperties: { id: 'ok' } },
    ]);
  });
});

describe("startHostMessageServer as the 'silent-portal' (issue 20 §4)", () => {
  afterEach(() => vi.useRealTimers());

  it('a message the portal does not know arrives and is logged, but is neither handled nor answered', async () => {
    const { handler, send, log, posted } = serverWithSpyFrame(
      async () => 'ok',
      undefined,
      silentPortalTreatment,
    );
    send(request('blipEvent:getFeatureToggles', 'ft', { content: { names: ['pipeline-enable'] } }));
    send(request('blipEvent:redirectTopWindow', 'rt', { content: { url: 'https://acme.blip.ai/' } }));
    send(request('blipEvent:getUserContext', 'u', { content: 'getCurrentUser' }));
    await flush();
    expect(handler.handle.mock.calls).toEqual([['getUserContext', 'getCurrentUser']]);
    expect(log.map((entry) => [entry.direction, entry.action])).toEqual([
      ['in', 'getFeatureToggles'],
      ['in', 'redirectTopWindow'],
      ['in', 'getUserContext'],
      ['out', 'getUserContext'],
    ]);
    expect(posted()).toEqual([{ response: 'ok', trackingProperties: { id: 'u' } }]);
  });

  it(`getCurrentLanguage is answered only after ${SILENT_PORTAL_SLOW_MS} ms`, async () => {
    vi.useFakeTimers();
    const { send, posted } = serverWithSpyFrame(async () => 'es', undefined, silentPortalTreatment);
    send(request('blipEvent:getCurrentLanguage', 'l'));
    await vi.advanceTimersByTimeAsync(SILENT_PORTAL_SLOW_MS - 1);
    expect(posted()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted()).toEqual([{ response: 'es', trackingProperties: { id: 'l' } }]);
  });
});
