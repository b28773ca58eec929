import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideStart } from '../../src/composition/start-gate';
import { loadAppSettings } from '../../src/infrastructure/shared/app-settings.loader';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('start-up gate in a real top-level page (issue 20)', () => {
  it('issue 20: the test page is not framed: the gate closes before any fetch, and nothing is posted', async () => {
    const postMessage = vi.spyOn(window.parent, 'postMessage');
    const fetchSpy = vi.fn<typeof fetch>(() => Promise.reject(new Error('no request may leave')));
    vi.stubGlobal('fetch', fetchSpy);

    const verdict = await decideStart({
      window,
      moduleHostname: location.hostname,
      loadSettings: (localRun) => loadAppSettings({ localRun }),
    });

    expect(window.parent).toBe(window);
    expect(verdict).toEqual({ kind: 'closed', problem: { reason: 'outsidePortal' } });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
