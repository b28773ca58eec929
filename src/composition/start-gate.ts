import type { AppSettings } from '../application/shared/app-settings.port';
import { isLocalRun } from '../domain/shared/local-run.rule';
import type { BridgeWindow } from '../infrastructure/host-bridge/bridge-environment';
import { isFramed, resolveHostOrigin } from '../infrastructure/host-bridge/parent-origin';
import { AppSettingsError } from '../infrastructure/shared/app-settings.validation';
import type { GateProblem } from '../presentation/shell/GatePage.view';

/**
 * Issue 20: whether the module may start. 'open' carries what the container is built with;
 * 'closed' says which gate page to show, and nothing at all may be sent to anyone.
 */
export type StartVerdict =
  | { readonly kind: 'open'; readonly settings: AppSettings; readonly localRun: boolean }
  | { readonly kind: 'closed'; readonly problem: GateProblem; readonly cause?: unknown };

export interface StartGateInput {
  readonly window: BridgeWindow;
  /** The host name the module is served from: a loopback one is a local run. */
  readonly moduleHostname: string;
  /** Reads /appSettings.json, validated for this run; rejects with an AppSettingsError. */
  readonly loadSettings: (localRun: boolean) => Promise<AppSettings>;
}

const OUTSIDE_PORTAL: StartVerdict = { kind: 'closed', problem: { reason: 'outsidePortal' } };

/** With valid settings: open only when the framing page's origin is on HOST_ORIGINS. */
export function verdictOnSettings(win: BridgeWindow, settings: AppSettings, localRun: boolean): StartVerdict {
  const hostOrigin = resolveHostOrigin(win, settings.HOST_ORIGINS);
  return hostOrigin === null ? OUTSIDE_PORTAL : { kind: 'open', settings, localRun };
}

/** Settings that did not arrive can be retried; settings that arrived wrong name their keys. */
export function verdictOnSettingsFailure(error: unknown): StartVerdict {
  if (error instanceof AppSettingsError && error.fault === 'invalid') {
    return { kind: 'closed', problem: { reason: 'misconfigured', keys: error.keys }, cause: error };
  }
  return { kind: 'closed', problem: { reason: 'unavailable' }, cause: error };
}

/**
 * The order matters: unframed is known before anything is read, so an unframed page fetches
 * nothing at all; the allowed origins are only known from the settings, so a framed page reads
 * them (one same-origin GET) before its parent is judged. No step ever posts a message.
 */
export async function decideStart({
  window,
  moduleHostname,
  loadSettings,
}: StartGateInput): Promise<StartVerdict> {
  if (!isFramed(window)) return OUTSIDE_PORTAL;
  const localRun = isLocalRun(moduleHostname);
  let settings: AppSettings;
  try {
    settings = await loadSettings(localRun);
  } catch (error) {
    return verdictOnSettingsFailure(error);
  }
  return verdictOnSettings(window, settings, localRun);
}
