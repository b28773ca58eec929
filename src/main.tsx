import 'reflect-metadata/lite';
import './presentation/ui/theme.css';
import './presentation/ui/fonts';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BootstrapUseCase } from './application/access/bootstrap.use-case';
import type { AppSettings } from './application/shared/app-settings.port';
import { exposeBridgeDiagnostics } from './composition/bridge-diagnostics';
import { bindHostLanguageTexts } from './composition/host-language-texts';
import { createPortalContainer } from './composition/portal-container';
import { isLocalRun } from './domain/shared/local-run.rule';
import { loadAppSettings } from './infrastructure/shared/app-settings.loader';
import { createI18n, i18nReady } from './presentation/i18n/i18n';
import { App } from './presentation/shell/App.view';
import { AppRoutes } from './presentation/shell/app-routes';

/** The module is served under /module (the simulator owns '/'); routes are relative to it. */
const MODULE_BASENAME = '/module';

async function renderSettingsFailure(root: Root, error: unknown): Promise<void> {
  console.error('App settings failed to load', error);
  const i18n = createI18n(navigator.language);
  await i18nReady(i18n);
  root.render(<p role="alert">{i18n.t('settings.failed', { ns: 'shell' })}</p>);
}

async function start(): Promise<void> {
  const element = document.getElementById('root');
  if (element === null) throw new Error('The module page has no #root element');
  const root = createRoot(element);
  let settings: AppSettings;
  try {
    settings = await loadAppSettings({ localRun: isLocalRun(location.hostname) });
  } catch (error) {
    await renderSettingsFailure(root, error);
    return;
  }
  const container = createPortalContainer(settings, window, {
    localRun: isLocalRun(location.hostname),
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

void start();
