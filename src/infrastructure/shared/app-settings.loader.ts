import type { AppSettings } from '../../application/shared/app-settings.port';
import { AppSettingsError, parseAppSettings } from './app-settings.validation';

export { AppSettingsError } from './app-settings.validation';

export interface LoadSettingsOptions {
  /** Issue 20 §3: the module runs on this machine; only then may HOST_ORIGINS use loopback http. */
  readonly localRun: boolean;
  readonly fetchFn?: FetchLike | undefined;
  /** The app's base path (default: the build's). */
  readonly baseUrl?: string | undefined;
}

export type FetchLike = (
  input: string,
  init?: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * Spec 1 §7 'App settings': GET /appSettings.json, relative to the app's base path (not to
 * the current route, so deep links such as /module/agent load the same file). Rejects
 * with an AppSettingsError: 'unreachable' when the file did not arrive, else 'invalid' naming
 * every missing or invalid key.
 */
export async function loadAppSettings({
  localRun,
  fetchFn = fetch,
  baseUrl = import.meta.env.BASE_URL,
}: LoadSettingsOptions): Promise<AppSettings> {
  const url = `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}appSettings.json`;
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin' });
  } catch (error) {
    throw new AppSettingsError(url, [`could not be fetched (${describe(error)})`], 'unreachable');
  }
  if (!response.ok) throw new AppSettingsError(url, [`answered HTTP ${response.status}`], 'unreachable');
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AppSettingsError(url, ['is not valid JSON']);
  }
  return parseAppSettings(body, { localRun, source: url });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
