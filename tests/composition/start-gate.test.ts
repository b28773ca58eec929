import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideStart, type StartVerdict } from '../../src/composition/start-gate';
import { loadAppSettings, type FetchLike } from '../../src/infrastructure/shared/app-settings.loader';
import { fakeModuleWindow, fakeParent, type FakeParent } from '../infrastructure/host-bridge/fake-windows';
import settingsJson from '../../simulator/module-settings.json';

const PORTAL = 'https://portal.blip.ai';
const PRODUCTION_HOST = 'tenant-admin.blip.ai';
const productionSettings = {
  ...settingsJson,
  HOST_ORIGINS: [PORTAL],
  STORAGE_ORIGINS: ['https://storage.example.com'],
};

/** A fetch that serves `body` as /appSettings.json and records every request. */
function serving(body: unknown, status = 200) {
  const fetchFn = vi.fn<FetchLike>(() =>
    Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }),
  );
  return {
    fetchFn,
    loadSettings: (localRun: boolean) => loadAppSettings({ localRun, fetchFn, baseUrl: '/module' }),
  };
}

function framedBy(origin: string | null, parent: FakeParent = fakeParent()) {
  return { parent, window: fakeModuleWindow({ parent, ancestorOrigins: origin === null ? [] : [origin] }) };
}

/** A top-level page: its parent is itself, as browsers make it. */
function unframed() {
  const window = fakeModuleWindow();
  const parent = window.parent as FakeParent;
  Object.assign(window, { parent: window, postMessage: parent.postMessage });
  return { window, parent };
}

const outsidePortal: StartVerdict = { kind: 'closed', problem: { reason: 'outsidePortal' } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('start-up gate (issue 20: must be opened from the portal; settings fail closed)', () => {
  it('issue 20: opened outside a frame → "open it from the portal", nothing fetched, nothing posted', async () => {
    const { window, parent } = unframed();
    const { fetchFn, loadSettings } = serving(productionSettings);
    const verdict = await decideStart({ window, moduleHostname: PRODUCTION_HOST, loadSettings });
    expect(verdict).toEqual(outsidePortal);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('issue 20: framed by an origin not in HOST_ORIGINS → "open it from the portal"; only the settings were read, nothing posted', async () => {
    const { window, parent } = framedBy('https://evil.example.com');
    const { fetchFn, loadSettings } = serving(productionSettings);
    const verdict = await decideStart({ window, moduleHostname: PRODUCTION_HOST, loadSettings });
    expect(verdict).toEqual(outsidePortal);
    expect(fetchFn.mock.calls.map(([url]) => url)).toEqual(['/module/appSettings.json']);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('issue 20: framed by a page whose origin is unknown (no ancestorOrigins, no referrer) → closed', async () => {
    const { window, parent } = framedBy(null);
    const verdict = await decideStart({
      window,
      moduleHostname: PRODUCTION_HOST,
      loadSettings: serving(productionSettings).loadSettings,
    });
    expect(verdict).toEqual(outsidePortal);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('issue 20: framed by the portal with valid settings → open, with the settings and a production run', async () => {
    const { window, parent } = framedBy(PORTAL);
    const verdict = await decideStart({
      window,
      moduleHostname: PRODUCTION_HOST,
      loadSettings: serving(productionSettings).loadSettings,
    });
    expect(verdict).toMatchObject({ kind: 'open', localRun: false, settings: { HOST_ORIGINS: [PORTAL] } });
    // The decision itself sends nothing: the container built afterwards is the first to talk.
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('issue 20 §3: production settings with loopback http origins → misconfigured naming HOST_ORIGINS and STORAGE_ORIGINS, nothing posted', async () => {
    const { window, parent } = framedBy('http://127.0.0.1:4173');
    const { fetchFn, loadSettings } = serving(settingsJson);
    const verdict = await decideStart({ window, moduleHostname: PRODUCTION_HOST, loadSettings });
    expect(verdict).toMatchObject({
      kind: 'closed',
      problem: { reason: 'misconfigured', keys: ['HOST_ORIGINS', 'STORAGE_ORIGINS'] },
    });
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('issue 20 §3: the same file served from this machine is a local run and opens for the simulator', async () => {
    const { window } = framedBy('http://127.0.0.1:4173');
    const verdict = await decideStart({
      window,
      moduleHostname: '127.0.0.1',
      loadSettings: serving(settingsJson).loadSettings,
    });
    expect(verdict).toMatchObject({ kind: 'open', localRun: true });
  });

  it('issue 20 §3: several bad keys are all named; a file that is not an object names none', async () => {
    const { window, parent } = framedBy(PORTAL);
    const bad = { ...productionSettings, PORTAL_URL: 'http://portal.blip.ai', TENANT_AGENTS_PAGE_SIZE: 0 };
    expect(
      await decideStart({ window, moduleHostname: PRODUCTION_HOST, loadSettings: serving(bad).loadSettings }),
    ).toMatchObject({
      problem: { reason: 'misconfigured', keys: ['TENANT_AGENTS_PAGE_SIZE', 'PORTAL_URL'] },
    });
    expect(
      await decideStart({ window, moduleHostname: PRODUCTION_HOST, loadSettings: serving([1]).loadSettings }),
    ).toMatchObject({ problem: { reason: 'misconfigured', keys: [] } });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('issue 20: settings that do not arrive (HTTP 503, network) → "settings unavailable", nothing posted', async () => {
    const { window, parent } = framedBy(PORTAL);
    const unavailable = { kind: 'closed', problem: { reason: 'unavailable' } };
    expect(
      await decideStart({
        window,
        moduleHostname: PRODUCTION_HOST,
        loadSettings: serving({}, 503).loadSettings,
      }),
    ).toMatchObject(unavailable);
    const offline = (localRun: boolean) =>
      loadAppSettings({ localRun, fetchFn: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(
      await decideStart({ window, moduleHostname: PRODUCTION_HOST, loadSettings: offline }),
    ).toMatchObject(unavailable);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
