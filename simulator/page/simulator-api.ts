import type { FakeHostOptions, FakeModalResult } from '../fake-host/fake-host.contract';
import type { FaultSettings } from '../fake-host/fault-injection';
import type { WireFaults } from './host-message-server';
import type { PortalUiStore } from './portal-ui.store';
import type {
  AlertRecord,
  ModalRecord,
  PathRecord,
  ProtocolRecord,
  RedirectRecord,
  ToastRecord,
} from './simulator-records';

/** `window.simulator`: what end-to-end tests read and drive (architecture.md §6). */
export interface SimulatorApi<State = unknown> {
  readonly options: FakeHostOptions;
  /** Initial module route and the origin the module is framed from. */
  readonly route: string;
  readonly moduleOrigin: string;
  readonly frameUrl: string;
  /** The fake backend's data now (members, tenant, toggles, …). */
  state(): State;
  protocol(): readonly ProtocolRecord[];
  toasts(): readonly ToastRecord[];
  /** Every alert, with `answer` and `answeredBy` ('click' | 'auto', null while open). */
  alerts(): readonly AlertRecord[];
  modals(): readonly ModalRecord[];
  redirects(): readonly RedirectRecord[];
  unauthorized(): readonly PathRecord[];
  heights(): readonly number[];
  navigations(): readonly PathRecord[];
  tracks(): readonly unknown[];
  loading(): boolean;
  /** Answers the next alert without showing it; null = wait for a click. */
  setNextAlertAnswer(answer: boolean | null): void;
  /** Answers the next modal without showing it; null = wait for a click. */
  setNextModalResult(result: FakeModalResult | null): void;
  /**
   * One-shot: the portal receives the next message of this action and does nothing with it, as a
   * portal that drops an alert or a modal (issue 35 §8): nothing shows and nothing answers.
   */
  dropNext(action: 'showAlert' | 'showModal'): void;
  /** Changes latency, failRate or timeoutRate while running, keeping the backend's state. */
  setFaults(settings: Partial<FaultSettings>): void;
  /** Duplicate or malformed answers on the wire while running (chaos tests). */
  setWireFaults(faults: Partial<WireFaults>): void;
  /**
   * The portal reloads the module's frame at the path the module last reported, as a portal
   * re-rendering its page would; the backend keeps its state (chaos tests: host reload mid-action).
   */
  reloadFrame(): void;
}

export interface SimulatorApiSources<State> {
  readonly options: FakeHostOptions;
  readonly route: string;
  readonly moduleOrigin: string;
  readonly frameUrl: string;
  readonly store: PortalUiStore;
  readonly state: () => State;
  readonly configureFaults?: (settings: Partial<FaultSettings>) => void;
  readonly wireFaults?: WireFaults;
  readonly reloadFrame?: () => void;
  readonly dropNext?: (action: 'showAlert' | 'showModal') => void;
}

export function createSimulatorApi<State>(sources: SimulatorApiSources<State>): SimulatorApi<State> {
  const { store } = sources;
  const read = () => store.getSnapshot();
  return {
    options: sources.options,
    route: sources.route,
    moduleOrigin: sources.moduleOrigin,
    frameUrl: sources.frameUrl,
    state: sources.state,
    protocol: () => read().protocol,
    toasts: () => read().toasts,
    alerts: () => read().alerts,
    modals: () => read().modals,
    redirects: () => read().redirects,
    unauthorized: () => read().unauthorized,
    heights: () => read().heights,
    navigations: () => read().navigations,
    tracks: () => read().tracks,
    loading: () => read().loading,
    setNextAlertAnswer: (answer) => store.setNextAlertAnswer(answer),
    setNextModalResult: (result) => store.setNextModalResult(result),
    dropNext: (action) => sources.dropNext?.(action),
    setFaults: (settings) => sources.configureFaults?.(settings),
    setWireFaults: (faults) => {
      if (sources.wireFaults !== undefined) Object.assign(sources.wireFaults, faults);
    },
    reloadFrame: () => sources.reloadFrame?.(),
  };
}
