import { describe, expect, it } from 'vitest';
import { parseAppSettings } from '../../../src/infrastructure/shared/app-settings.validation';
import settingsJson from '../../../simulator/module-settings.json';

/** The shipped file is the simulator's (loopback http origins): read as a local run. */
const LOCAL_RUN = { localRun: true };

describe('DATA_PROTECTION_CLUSTER_NAMES (spec 3 §2.3 item 4: two configured cluster names)', () => {
  it('is in the shipped settings, explained in _doc, with two names', () => {
    expect(settingsJson.DATA_PROTECTION_CLUSTER_NAMES).toHaveLength(2);
    expect(typeof (settingsJson._doc as Record<string, string>)['DATA_PROTECTION_CLUSTER_NAMES']).toBe(
      'string',
    );
    expect(parseAppSettings(settingsJson, LOCAL_RUN).DATA_PROTECTION_CLUSTER_NAMES).toEqual(
      settingsJson.DATA_PROTECTION_CLUSTER_NAMES,
    );
  });

  it.each([[undefined], ['eastus'], [['ok', '']], [['ok', 3]]])('refuses %j', (value) => {
    const raw: Record<string, unknown> = { ...settingsJson, DATA_PROTECTION_CLUSTER_NAMES: value };
    if (value === undefined) delete raw['DATA_PROTECTION_CLUSTER_NAMES'];
    expect(() => parseAppSettings(raw, LOCAL_RUN)).toThrow(/DATA_PROTECTION_CLUSTER_NAMES/);
  });

  it('accepts an empty list (no banner anywhere)', () => {
    expect(() =>
      parseAppSettings({ ...settingsJson, DATA_PROTECTION_CLUSTER_NAMES: [] }, LOCAL_RUN),
    ).not.toThrow();
  });
});
