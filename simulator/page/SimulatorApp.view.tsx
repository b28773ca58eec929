import type { Ref } from 'react';
import type { PortalUiStore } from './portal-ui.store';
import type { SimulatorSettings } from './simulator-query.codec';
import { ControlPanel } from './ControlPanel.view';
import { EventLogs } from './EventLogs.view';
import { ModuleFrame } from './ModuleFrame.view';
import { PortalDialogs } from './PortalDialogs.view';
import { ProtocolLog } from './ProtocolLog.view';
import { ToastStack } from './ToastStack.view';

export interface SimulatorAppProps {
  readonly settings: SimulatorSettings;
  readonly scenarios: readonly string[];
  readonly store: PortalUiStore;
  readonly moduleOrigin: string;
  readonly frameUrl: string;
  readonly frameRef: Ref<HTMLIFrameElement>;
  readonly onApply: (query: URLSearchParams) => void;
}

/** The portal stand-in: the framed module, the portal's UI, the controls and the logs. */
export function SimulatorApp({
  settings,
  scenarios,
  store,
  moduleOrigin,
  frameUrl,
  frameRef,
  onApply,
}: SimulatorAppProps) {
  const { options } = settings;
  return (
    <div className="sim-app">
      <header className="sim-header">
        <h1>Host simulator</h1>
        <p>
          Plays the portal for the contract administration module · role <b>{options.role}</b> · language{' '}
          <b>{options.lang}</b> · scenario <b>{options.scenario}</b> · module origin <b>{moduleOrigin}</b>
        </p>
      </header>
      <div className="sim-main">
        <ModuleFrame store={store} src={frameUrl} frameRef={frameRef} />
        <aside className="sim-side">
          <details className="sim-panel-wrap" open>
            <summary>Controls</summary>
            <ControlPanel settings={settings} scenarios={scenarios} onApply={onApply} />
          </details>
          <EventLogs store={store} />
          <ProtocolLog store={store} />
        </aside>
      </div>
      <ToastStack store={store} />
      <PortalDialogs store={store} />
    </div>
  );
}
