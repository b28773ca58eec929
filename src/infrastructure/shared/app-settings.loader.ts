import type { AppSettings } from '../../application/shared/app-settings.port';
import { AppSettingsError, parseAppSettings } from './app-settings.validation';

export { AppSettingsError } from './app-settings.validation';

export type FetchLike = (
  input: string,
  init?: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/**
 * Spec 1 §7 'App settings': GET /appSettings.json, relative to the app's base path (not to
 * the current route, so deep links such as /module/agent load the same file). Rejects
 * with an AppSettingsError naming every missing or invalid key.
 */
export async function loadAppSettings(
  fetchFn: FetchLike = fetch,
  baseUrl: string = import.meta.env.BASE_URL,
): Promise<AppSettings> {
  const url = `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}appSettings.json`;
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchFn(url, { cache: 'no-store', credentials: 'same-origin' });
  } catch (error) {
    throw new AppSettingsError(url, [`could not be fetched (${describe(error)})`]);
  }
  if (!response.ok) throw new AppSettingsError(url, [`answered HTTP ${response.status}`]);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new AppSettingsError(url, ['is not valid JSON']);
  }
  return parseAppSettings(body, url);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
