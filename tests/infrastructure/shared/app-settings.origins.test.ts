import { describe, expect, it } from 'vitest';
import {
  AppSettingsError,
  parseAppSettings,
} from '../../../src/infrastructure/shared/app-settings.validation';
import settingsJson from '../../../simulator/module-settings.json';

const LOCAL_RUN = { localRun: true };
const PRODUCTION = { localRun: false };

/** The simulator's settings with https storage, so that only HOST_ORIGINS decides. */
function withOrigins(origins: unknown): Record<string, unknown> {
  return { ...settingsJson, STORAGE_ORIGINS: ['https://storage.example.com'], HOST_ORIGINS: origins };
}

function failureOf(raw: unknown, context: { localRun: boolean }): AppSettingsError {
  try {
    parseAppSettings(raw, context);
  } catch (error) {
    if (error instanceof AppSettingsError) return error;
    throw error;
  }
  throw new Error('expected the settings to be refused');
}

describe('HOST_ORIGINS fails closed (issue 20 §3)', () => {
  it('issue 20 §3: an https origin is accepted in production and in a local run', () => {
    const origins = ['https://portal.blip.ai', 'https://portal.example.com:8443'];
    expect(parseAppSettings(withOrigins(origins), PRODUCTION).HOST_ORIGINS).toEqual(origins);
    expect(parseAppSettings(withOrigins(origins), LOCAL_RUN).HOST_ORIGINS).toEqual(origins);
  });

  it.each(['http://127.0.0.1:4173', 'http://localhost:5173', 'http://[::1]:4173'])(
    'issue 20 §3: the http loopback origin %s is accepted only in a local run',
    (origin) => {
      expect(parseAppSettings(withOrigins([origin]), LOCAL_RUN).HOST_ORIGINS).toEqual([origin]);
      const failure = failureOf(withOrigins(['https://portal.blip.ai', origin]), PRODUCTION);
      expect(failure.keys).toEqual(['HOST_ORIGINS']);
      expect(failure.problems[0]).toBe(
        `HOST_ORIGINS has entries that are not exact https origins (http only for a loopback host in a local run): ${origin}`,
      );
    },
  );

  it.each(['http://portal.blip.ai', 'http://10.0.0.5:8080', 'http://127.0.0.2:4173'])(
    'issue 20 §3: the http origin %s, not loopback, is refused even in a local run',
    (origin) => {
      expect(failureOf(withOrigins([origin]), LOCAL_RUN).keys).toEqual(['HOST_ORIGINS']);
      expect(failureOf(withOrigins([origin]), PRODUCTION).keys).toEqual(['HOST_ORIGINS']);
    },
  );

  it.each([
    'https://portal.blip.ai/',
    'https://portal.blip.ai/app',
    'https://portal.blip.ai?x=1',
    'https://portal.blip.ai:443',
    'https://*.blip.ai',
    'wss://portal.blip.ai',
    '*',
  ])('issue 20 §3: %s is not an exact origin and is refused', (origin) => {
    expect(failureOf(withOrigins([origin]), PRODUCTION).problems[0]).toMatch(
      /^HOST_ORIGINS .*not exact https origins/,
    );
  });

  it('issue 20 §3: every key at fault is named, in the order of the settings', () => {
    const failure = failureOf(
      { ...withOrigins(['http://portal.blip.ai']), PORTAL_URL: 'http://portal.blip.ai', BLIP_DOMAIN: 3 },
      PRODUCTION,
    );
    expect(failure.keys).toEqual(['HOST_ORIGINS', 'BLIP_DOMAIN', 'PORTAL_URL']);
    expect(failure.fault).toBe('invalid');
  });
});

describe('STORAGE_ORIGINS fails closed as HOST_ORIGINS does (issue 35 §4)', () => {
  const withStorage = (storage: unknown) => ({
    ...withOrigins(['https://portal.blip.ai']),
    STORAGE_ORIGINS: storage,
  });

  it('issue 35 §4: exact https storage origins are accepted; loopback http only in a local run', () => {
    const storage = ['https://storage.example.com', 'https://files.example.com:8443'];
    expect(parseAppSettings(withStorage(storage), PRODUCTION).STORAGE_ORIGINS).toEqual(storage);
    expect(parseAppSettings(withStorage(['http://127.0.0.1:4173']), LOCAL_RUN).STORAGE_ORIGINS).toEqual([
      'http://127.0.0.1:4173',
    ]);
    expect(failureOf(withStorage(['http://127.0.0.1:4173']), PRODUCTION).keys).toEqual(['STORAGE_ORIGINS']);
  });

  it.each([
    [undefined],
    [[]],
    [['http://storage.example.com']],
    [['https://storage.example.com/']],
    [['https://*.example.com']],
    ['https://storage.example.com'],
  ])('issue 35 §4: %j is refused: the settings name STORAGE_ORIGINS', (storage) => {
    const raw = withStorage(storage);
    if (storage === undefined) delete raw.STORAGE_ORIGINS;
    expect(failureOf(raw, PRODUCTION).keys).toEqual(['STORAGE_ORIGINS']);
  });
});
