import { createRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createFakeHost } from '../fake-host/fake-host';
import { isSilentPortal, isSlowTogglesPortal } from '../fake-host/backend/dataset/portal-scenarios';
import { SCENARIO_NAMES } from '../fake-host/backend/dataset/scenarios';
import {
  silentPortalTreatment,
  slowTogglesTreatment,
  type HostActionName,
  type PortalTreatment,
} from './host-actions';
import { startHostMessageServer, type WireFaults } from './host-message-server';
import { buildFrameUrl, moduleOriginFor } from './frame-url.builder';
import { parseSimulatorQuery } from './simulator-query.codec';
import { PortalUiStore } from './portal-ui.store';
import { createSimulatorApi, type SimulatorApi } from './simulator-api';
import { SimulatorApp } from './SimulatorApp.view';
import { backendSnapshot, type BackendSnapshot } from './backend-snapshot';
import { syncRouteToAddress } from './address-route.sync';

/** The panel offers every scenario the fake backend can build. */
export const SIMULATOR_SCENARIOS: readonly string[] = SCENARIO_NAMES;

export interface SimulatorBoot {
  readonly api: SimulatorApi<BackendSnapshot>;
  readonly store: PortalUiStore;
  dispose(): void;
}

/** Query `hostLatency`: ms every host answer is held (0–5000), for start-up measurements. */
function hostLatencyOf(query: URLSearchParams): number {
  const value = Number(query.get('hostLatency') ?? 0);
  return Number.isInteger(value) ? Math.min(Math.max(value, 0), 5000) : 0;
}

/** How the portal of the scenario treats each message: 'silent-portal' and 'slow-toggles' differ. */
function scenarioTreatment(scenario: string): ((action: HostActionName) => PortalTreatment) | undefined {
  if (isSilentPortal(scenario)) return silentPortalTreatment;
  if (isSlowTogglesPortal(scenario)) return slowTogglesTreatment;
  return undefined;
}

/**
 * Wires the page: settings from the URL query, the fake backend behind the real
 * postMessage bridge, the portal UI, and `window.simulator`.
 */
export function bootSimulator(win: Window, container: Element): SimulatorBoot {
  const simulatorUrl = new URL(win.location.href);
  const settings = parseSimulatorQuery(simulatorUrl.searchParams, simulatorUrl.origin);
  const moduleOrigin = settings.moduleOrigin ?? moduleOriginFor(simulatorUrl);
  const frameUrl = buildFrameUrl(moduleOrigin, settings.route, settings.framePath);

  const store = new PortalUiStore();
  const host = createFakeHost(settings.options, store);
  const frameRef = createRef<HTMLIFrameElement>();
  const wireFaults: WireFaults = { duplicate: false, malformed: false };
  /** Messages to drop, one each (`window.simulator.dropNext`). */
  const drops: HostActionName[] = [];
  const treatment = (action: HostActionName): PortalTreatment => {
    const dropped = drops.indexOf(action);
    if (dropped >= 0) {
      drops.splice(dropped, 1);
      return 'ignore';
    }
    return scenarioTreatment(settings.options.scenario)?.(action) ?? 'answer';
  };
  const stopServer = startHostMessageServer({
    window: win,
    frame: () => frameRef.current?.contentWindow ?? null,
    moduleOrigin,
    handler: host,
    log: (entry) => store.logProtocol(entry),
    answerDelayMs: hostLatencyOf(simulatorUrl.searchParams),
    wireFaults,
    treatment,
  });

  const api = createSimulatorApi({
    options: settings.options,
    route: settings.route,
    moduleOrigin,
    frameUrl,
    store,
    state: () => backendSnapshot(host.state),
    configureFaults: (faults) => host.configureFaults(faults),
    wireFaults,
    dropNext: (action) => drops.push(action),
    reloadFrame: () => {
      const frame = frameRef.current;
      if (frame === null) return;
      // Setting src navigates even when the value is unchanged: the frame loads anew.
      frame.src = buildFrameUrl(
        moduleOrigin,
        store.getSnapshot().currentPath ?? settings.route,
        settings.framePath,
      );
    },
  });
  win.simulator = api;
  const stopAddressSync = syncRouteToAddress(win, store);

  // Same page, new query: reloading is the simplest way to start from a clean, seeded backend.
  const reloadWith = (query: URLSearchParams) =>
    win.location.assign(`${simulatorUrl.pathname}?${query.toString()}`);

  const root = createRoot(container);
  root.render(
    <SimulatorApp
      settings={settings}
      scenarios={SIMULATOR_SCENARIOS}
      store={store}
      moduleOrigin={moduleOrigin}
      frameUrl={frameUrl}
      frameRef={frameRef}
      onApply={reloadWith}
    />,
  );

  return {
    api,
    store,
    dispose() {
      stopServer();
      stopAddressSync();
      root.unmount();
      if (win.simulator === api) delete win.simulator;
    },
  };
}
