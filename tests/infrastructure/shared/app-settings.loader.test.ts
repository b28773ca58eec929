import { describe, expect, it } from 'vitest';
import {
  AppSettingsError,
  loadAppSettings,
  type FetchLike,
} from '../../../src/infrastructure/shared/app-settings.loader';
import { parseAppSettings } from '../../../src/infrastructure/shared/app-settings.validation';
import { FEATURE_TOGGLE_NAMES } from '../../../src/infrastructure/shared/feature-toggle-names';
import settingsJson from '../../../simulator/module-settings.json';
import templateJson from '../../../module/public/appSettings.json';

const KEYS = [
  'HOST_ORIGINS',
  'STORAGE_ORIGINS',
  'TENANT_AGENTS_PAGE_SIZE',
  'BLIP_DOMAIN',
  'MSGING_DOMAIN',
  'PORTAL_URL',
  'REVENUE_START_DATE',
  'WHATSAPP_BP_PRICING_CHANGES_START_DATE',
  'WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE',
  'WHATSAPP_BP_PRICING_CHANGES_URL',
  'FEATURE_TOGGLES',
  'FEATURE_TOGGLE_SOURCE',
  'HOST_REQUEST_TIMEOUT_MS',
];

function serving(body: unknown, status = 200): { fetchFn: FetchLike; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    fetchFn: (url) => {
      urls.push(url);
      return Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });
    },
  };
}

/** The shipped settings are the simulator's (loopback http origins): loaded as a local run. */
const load = (fetchFn: FetchLike, baseUrl = '/') => loadAppSettings({ localRun: true, fetchFn, baseUrl });

describe('simulator/module-settings.json', () => {
  it('has every key of the AppSettings port, each explained in _doc', () => {
    for (const key of KEYS) {
      expect(settingsJson).toHaveProperty(key);
      expect(typeof (settingsJson._doc as Record<string, string>)[key]).toBe('string');
    }
  });

  it('has the required values', () => {
    // The simulator may be opened on either loopback name; the module then runs on the other.
    expect(settingsJson.HOST_ORIGINS).toEqual([
      'http://127.0.0.1:5173',
      'http://127.0.0.1:4173',
      'http://localhost:5173',
      'http://localhost:4173',
      'http://127.0.0.1:5174',
      'http://127.0.0.1:5175',
      'http://127.0.0.1:5176',
      'http://127.0.0.1:5177',
      'http://127.0.0.1:5178',
      'http://127.0.0.1:5179',
      'http://127.0.0.1:5180',
      'http://127.0.0.1:5181',
    ]);
    // Issue 35 §4: the fake storage is served by the simulator, on the same origins.
    expect(settingsJson.STORAGE_ORIGINS).toEqual(settingsJson.HOST_ORIGINS);
    expect(settingsJson).toMatchObject({
      TENANT_AGENTS_PAGE_SIZE: 20,
      REVENUE_START_DATE: '2023-01',
      FEATURE_TOGGLE_SOURCE: 'host',
      HOST_REQUEST_TIMEOUT_MS: 60000,
    });
  });

  it('spec 1 §9: FEATURE_TOGGLES names every toggle', () => {
    expect(Object.keys(settingsJson.FEATURE_TOGGLES).sort()).toEqual([...FEATURE_TOGGLE_NAMES].sort());
  });

  it('issue 35 §2: the production template names every toggle, each off, and asks the portal', () => {
    const toggles = Object.entries(templateJson.FEATURE_TOGGLES);
    expect(toggles.map(([name]) => name).sort()).toEqual([...FEATURE_TOGGLE_NAMES].sort());
    expect(toggles.filter(([, on]) => on !== false)).toEqual([]);
    expect(templateJson.FEATURE_TOGGLE_SOURCE).toBe('host');
  });

  it('passes validation', () => {
    // The shipped file is the simulator's: its loopback http origins pass in a local run only.
    expect(() => parseAppSettings(settingsJson, { localRun: true })).not.toThrow();
  });
});

describe('loadAppSettings', () => {
  it('GETs appSettings.json relative to the base path and answers the validated settings without _doc', async () => {
    const { fetchFn, urls } = serving(settingsJson);
    const settings = await load(fetchFn, '/');
    expect(urls).toEqual(['/appSettings.json']);
    expect(settings.BLIP_DOMAIN).toBe('blip.ai');
    expect(settings).not.toHaveProperty('_doc');
    await load(fetchFn, '/module');
    expect(urls[1]).toBe('/module/appSettings.json');
  });

  it('rejects naming every missing key', async () => {
    const { HOST_ORIGINS: _origins, PORTAL_URL: _portal, ...rest } = settingsJson;
    const error = await load(serving(rest).fetchFn, '/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppSettingsError);
    expect((error as AppSettingsError).problems).toEqual([
      'HOST_ORIGINS is missing',
      'PORTAL_URL is missing',
    ]);
    // Issue 20 §3: the keys themselves, for the misconfigured page.
    expect((error as AppSettingsError).keys).toEqual(['HOST_ORIGINS', 'PORTAL_URL']);
    expect((error as AppSettingsError).fault).toBe('invalid');
    expect((error as Error).message).toMatch(
      /^Invalid \/appSettings\.json: HOST_ORIGINS is missing; PORTAL_URL is missing$/,
    );
  });

  it.each([
    ['HOST_ORIGINS', ['http://127.0.0.1:5173/path'], /exact https origins/],
    ['HOST_ORIGINS', ['*'], /exact https origins/],
    ['HOST_ORIGINS', [], /non-empty/],
    ['STORAGE_ORIGINS', [], /non-empty/],
    ['STORAGE_ORIGINS', ['https://storage.example.com/up'], /exact https origins/],
    ['TENANT_AGENTS_PAGE_SIZE', '20', /integer/],
    ['TENANT_AGENTS_PAGE_SIZE', 0, /integer/],
    ['BLIP_DOMAIN', 'not a domain', /domain name/],
    ['PORTAL_URL', 'http://portal.blip.ai', /https URL/],
    ['REVENUE_START_DATE', '2023-13', /YYYY-MM/],
    ['WHATSAPP_BP_PRICING_CHANGES_START_DATE', 'July', /YYYY-MM/],
    ['WHATSAPP_BP_PRICING_CHANGES_URL', 'http://developers.facebook.com/x', /https URL/],
    ['FEATURE_TOGGLES', { 'pipeline-enable': 'yes' }, /non-boolean values: pipeline-enable/],
    ['FEATURE_TOGGLE_SOURCE', 'remote', /'host' or 'static'/],
    ['HOST_REQUEST_TIMEOUT_MS', -1, /integer/],
  ])('rejects an invalid %s (%j)', async (key, value, message) => {
    const error = await load(serving({ ...settingsJson, [key]: value }).fetchFn, '/').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppSettingsError);
    expect((error as AppSettingsError).problems).toHaveLength(1);
    expect((error as AppSettingsError).problems[0]).toMatch(new RegExp(`^${key} `));
    expect((error as AppSettingsError).problems[0]).toMatch(message);
  });

  it('rejects an HTTP error, invalid JSON and a network failure with clear messages', async () => {
    await expect(load(serving({}, 404).fetchFn, '/')).rejects.toThrow(
      'Invalid /appSettings.json: answered HTTP 404',
    );
    const badJson: FetchLike = () =>
      Promise.resolve({ ok: true, status: 200, json: () => Promise.reject(new SyntaxError('x')) });
    await expect(load(badJson, '/')).rejects.toThrow('is not valid JSON');
    const offline: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(load(offline, '/')).rejects.toThrow('could not be fetched (Failed to fetch)');
    await expect(load(offline, '/')).rejects.toMatchObject({ fault: 'unreachable', keys: [] });
    await expect(load(serving({}, 503).fetchFn, '/')).rejects.toMatchObject({ fault: 'unreachable' });
    await expect(load(badJson, '/')).rejects.toMatchObject({ fault: 'invalid', keys: [] });
    await expect(load(serving([1, 2]).fetchFn, '/')).rejects.toThrow('the document must be a JSON object');
  });
});
