import type { AppSettings } from '../../application/shared/app-settings.port';

/** Why /appSettings.json was refused: every problem found, one per key. */
export class AppSettingsError extends Error {
  constructor(
    readonly source: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid ${source}: ${problems.join('; ')}`);
    this.name = 'AppSettingsError';
  }
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

/** Exact origins only ('scheme://host[:port]', no path): the bridge compares them verbatim. */
const origins: Check = (value) => {
  if (!Array.isArray(value) || value.length === 0) return 'must be a non-empty list of origins';
  const bad = value.filter((origin) => typeof origin !== 'string' || originOf(origin) !== origin);
  return bad.length === 0
    ? null
    : `has entries that are not exact http(s) origins: ${bad.map(String).join(', ')}`;
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

const CHECKS: Readonly<Record<keyof AppSettings, Check>> = {
  HOST_ORIGINS: origins,
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

/** Validates every key of the AppSettings port; extra keys (such as "_doc") are ignored. */
export function parseAppSettings(raw: unknown, source = '/appSettings.json'): AppSettings {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new AppSettingsError(source, ['the document must be a JSON object']);
  }
  const record = raw as Record<string, unknown>;
  const problems: string[] = [];
  const settings: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(CHECKS)) {
    if (!Object.hasOwn(record, key)) {
      problems.push(`${key} is missing`);
      continue;
    }
    const problem = check(record[key]);
    if (problem === null) settings[key] = structuredClone(record[key]);
    else problems.push(`${key} ${problem}`);
  }
  if (problems.length > 0) throw new AppSettingsError(source, problems);
  return Object.freeze(settings) as unknown as AppSettings;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
