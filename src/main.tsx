import 'reflect-metadata/lite';
import './presentation/ui/theme.css';
import './presentation/ui/fonts';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { BootstrapUseCase } from './application/access/bootstrap.use-case';
import type { AppSettings } from './application/shared/app-settings.port';
import { exposeBridgeDiagnostics } from './composition/bridge-diagnostics';
import { bindHostLanguageTexts } from './composition/host-language-texts';
import { createPortalContainer } from './composition/portal-container';
import { decideStart } from './composition/start-gate';
import { loadAppSettings } from './infrastructure/shared/app-settings.loader';
import { i18nReady } from './presentation/i18n/i18n';
import { App } from './presentation/shell/App.view';
import { AppRoutes } from './presentation/shell/app-routes';
import { GatePage, type GateProblem } from './presentation/shell/GatePage.view';
import { createGateI18n } from './presentation/shell/gate-texts';

/** The module is served under /module (the simulator owns '/'); routes are relative to it. */
const MODULE_BASENAME = '/module';

/** Issue 20: the module does not start; its texts are in the entry, so nothing is fetched. */
function showGatePage(root: Root, problem: GateProblem): void {
  const i18n = createGateI18n(navigator.language);
  document.documentElement.lang = i18n.language;
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <GatePage problem={problem} />
      </I18nextProvider>
    </StrictMode>,
  );
}

async function openModule(root: Root, settings: AppSettings, localRun: boolean): Promise<void> {
  const container = createPortalContainer(settings, window, {
    localRun,
    initialLanguage: navigator.language,
  });
  exposeBridgeDiagnostics(container, window);
  // The session's host round trips run while the texts download; the shell joins this start-up
  // when it mounts and reports its failure (so nothing is lost by ignoring it here).
  container
    .get<BootstrapUseCase>(BootstrapUseCase)
    .execute()
    .catch(() => undefined);
  // First paint with the texts in place, in the host's language: its files are a few KB.
  await i18nReady(await bindHostLanguageTexts(container, navigator.language));
  root.render(
    <StrictMode>
      <App container={container}>
        <BrowserRouter basename={MODULE_BASENAME}>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>,
  );
}

async function start(): Promise<void> {
  const element = document.getElementById('root');
  if (element === null) throw new Error('The module page has no #root element');
  const root = createRoot(element);
  const verdict = await decideStart({
    window,
    moduleHostname: location.hostname,
    loadSettings: (localRun) => loadAppSettings({ localRun }),
  });
  if (verdict.kind === 'open') {
    await openModule(root, verdict.settings, verdict.localRun);
    return;
  }
  // For whoever deploys: the console has the full reason (every key and what is wrong with it).
  if (verdict.cause !== undefined) console.error('App settings failed to load', verdict.cause);
  showGatePage(root, verdict.problem);
}

start().catch((error: unknown) => console.error('The module failed to start', error));
