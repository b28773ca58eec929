import type { AppSettings } from '../../application/shared/app-settings.port';
import { isAllowedScheme } from '../../domain/shared/local-run.rule';

/** 'unreachable': the file did not arrive (network, HTTP status); 'invalid': it came and is wrong. */
export type AppSettingsFault = 'unreachable' | 'invalid';

/** Why /appSettings.json was refused: every problem found, one per key. */
export class AppSettingsError extends Error {
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
    readonly fault: AppSettingsFault = 'invalid',
    /** The keys at fault, in the port's order, for the misconfigured page; empty when the whole file is. */
    readonly keys: readonly string[] = [],
  ) {
    super(`Invalid ${source}: ${problems.join('; ')}`);
    this.name = 'AppSettingsError';
  }
}

/** Where the file is read: a local run (the module served from a loopback address) or production. */
export interface SettingsContext {
  readonly localRun: boolean;
  readonly source?: string | undefined;
}

type Check = (value: unknown) => string | null;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const MONTH_OR_DAY = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;
const DOMAIN =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

const positiveInteger =
  (max: number): Check =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= max
      ? null
      : `must be an integer from 1 to ${max}`;

const matching =
  (pattern: RegExp, shape: string): Check =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? null : `must be ${shape}`;

/**
 * Exact origins only ('scheme://host[:port]', no path): the bridge and the upload check compare
 * them verbatim. https only, but for plain http to a loopback host in a local run (issue 20 §3): in
 * production the portal's messages and the uploaded files must not cross the network in clear, and
 * no http page may drive the module.
 */
const origins =
  (localRun: boolean): Check =>
  (value) => {
    if (!Array.isArray(value) || value.length === 0) return 'must be a non-empty list of origins';
    const bad = value.filter((origin) => !isAllowedOrigin(origin, localRun));
    return bad.length === 0
      ? null
      : `has entries that are not exact https origins (http only for a loopback host in a local run): ${bad.map(String).join(', ')}`;
  };

const httpsUrl: Check = (value) => {
  if (typeof value !== 'string') return 'must be an https URL';
  try {
    return new URL(value).protocol === 'https:' ? null : 'must be an https URL';
  } catch {
    return 'must be an https URL';
  }
};

const toggles: Check = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'must be an object of booleans';
  const bad = Object.entries(value).filter(([, on]) => typeof on !== 'boolean');
  return bad.length === 0 ? null : `has non-boolean values: ${bad.map(([name]) => name).join(', ')}`;
};

type OtherKey = Exclude<keyof AppSettings, 'HOST_ORIGINS' | 'STORAGE_ORIGINS'>;

/** Every key but the origins, whose check depends on where the module runs. */
const OTHER_CHECKS: Readonly<Record<OtherKey, Check>> = {
  TENANT_AGENTS_PAGE_SIZE: positiveInteger(1000),
  BLIP_DOMAIN: matching(DOMAIN, 'a domain name such as blip.ai'),
  MSGING_DOMAIN: matching(DOMAIN, 'a domain name such as msging.net'),
  PORTAL_URL: httpsUrl,
  REVENUE_START_DATE: matching(MONTH, 'a month YYYY-MM'),
  WHATSAPP_BP_PRICING_CHANGES_START_DATE: matching(MONTH_OR_DAY, 'a date YYYY-MM or YYYY-MM-DD'),
  WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: matching(MONTH_OR_DAY, 'a date YYYY-MM or YYYY-MM-DD'),
  WHATSAPP_BP_PRICING_CHANGES_URL: httpsUrl,
  FEATURE_TOGGLES: toggles,
  FEATURE_TOGGLE_SOURCE: (value) =>
    value === 'host' || value === 'static' ? null : "must be 'host' or 'static'",
  HOST_REQUEST_TIMEOUT_MS: positiveInteger(600000),
  DATA_PROTECTION_CLUSTER_NAMES: (value) =>
    Array.isArray(value) && value.every((name) => typeof name === 'string' && name.trim() !== '')
      ? null
      : 'must be a list of non-empty cluster names',
};

/**
 * Validates every key of the AppSettings port; extra keys (such as "_doc") are ignored. Throws an
 * AppSettingsError naming every key at fault, so the misconfigured page can list them all.
 */
export function parseAppSettings(
  raw: unknown,
  { localRun, source = '/appSettings.json' }: SettingsContext,
): AppSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new AppSettingsError(source, ['the document must be a JSON object']);
  }
  const record = raw as Record<string, unknown>;
  const problems: string[] = [];
  const keys: string[] = [];
  const settings: Record<string, unknown> = {};
  // Issue 35 §4: the storage origins follow the portal's rule (uploads never go in clear).
  const checks = { HOST_ORIGINS: origins(localRun), STORAGE_ORIGINS: origins(localRun), ...OTHER_CHECKS };
  for (const [key, check] of Object.entries(checks)) {
    const problem = Object.hasOwn(record, key) ? check(record[key]) : 'is missing';
    if (problem === null) {
      settings[key] = structuredClone(record[key]);
      continue;
    }
    problems.push(`${key} ${problem}`);
    keys.push(key);
  }
  if (problems.length > 0) throw new AppSettingsError(source, problems, 'invalid', keys);
  return Object.freeze(settings) as unknown as AppSettings;
}

function isAllowedOrigin(value: unknown, localRun: boolean): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    // A '*' parses as a host name, but the bridge never pattern-matches: it is a mistake to report.
    return url.origin === value && !url.hostname.includes('*') && isAllowedScheme(url, localRun);
  } catch {
    return false;
  }
}
