import { describe, expect, it } from 'vitest';
import {
  flagsFromChecked,
  formFromSettings,
  settingsFromForm,
} from '../../../simulator/page/control-panel.form';
import { SPEC_TOGGLE_NAMES } from '../../../simulator/page/feature-toggle-names';
import type { SimulatorSettings } from '../../../simulator/page/simulator-query.codec';

const SETTINGS: SimulatorSettings = {
  options: {
    role: 'member',
    lang: 'es',
    flags: ['tenant-calls-settings', 'pipeline-enable'],
    scenario: 'default',
    latencyMs: 250,
    failRate: 0.1,
    timeoutRate: 0.05,
    uploadKbps: 800,
    uploadRedirect: 'http://127.0.0.1:9000/elsewhere',
    seed: 99,
    scale: { members: 500, rows: 10000 },
  },
  route: '/calls',
  framePath: '/wire/',
  moduleOrigin: null,
};

describe('control panel form', () => {
  it('spec 1 §9: the panel knows all 18 toggle names', () => {
    expect(SPEC_TOGGLE_NAMES).toHaveLength(18);
    expect(SPEC_TOGGLE_NAMES).toContain('billing-use-subscription-reference-date');
    expect(SPEC_TOGGLE_NAMES).toContain('pipeline-enable');
  });

  it('shows the settings as the inputs hold them', () => {
    expect(formFromSettings(SETTINGS)).toEqual({
      role: 'member',
      lang: 'es',
      flagsOn: ['tenant-calls-settings', 'pipeline-enable'],
      scenario: 'default',
      route: '/calls',
      latency: '250',
      failRate: '0.1',
      timeoutRate: '0.05',
      uploadKbps: '800',
      seed: '99',
      members: '500',
      bots: '',
      rows: '10000',
    });
  });

  it('round-trips: unchanged inputs give the same settings back (the frame= override kept)', () => {
    expect(settingsFromForm(formFromSettings(SETTINGS), SETTINGS)).toEqual(SETTINGS);
    const all: SimulatorSettings = { ...SETTINGS, options: { ...SETTINGS.options, flags: 'all', scale: {} } };
    expect(settingsFromForm(formFromSettings(all), all)).toEqual(all);
    const none: SimulatorSettings = { ...SETTINGS, options: { ...SETTINGS.options, flags: 'none' } };
    expect(settingsFromForm(formFromSettings(none), none)).toEqual(none);
  });

  it("flags: every toggle checked is 'all', none is 'none', otherwise the checked list", () => {
    expect(flagsFromChecked(SPEC_TOGGLE_NAMES)).toBe('all');
    expect(flagsFromChecked([...SPEC_TOGGLE_NAMES].reverse())).toBe('all');
    expect(flagsFromChecked([])).toBe('none');
    expect(flagsFromChecked(['pipeline-enable', 'pipeline-enable'])).toEqual(['pipeline-enable']);
  });

  it('a number typed badly keeps its current value; an empty scale field means the scenario default', () => {
    const form = { ...formFromSettings(SETTINGS), latency: 'abc', seed: '', members: '', bots: '-3' };
    const settings = settingsFromForm(form, SETTINGS);
    expect(settings.options.latencyMs).toBe(250);
    expect(settings.options.seed).toBe(99);
    expect(settings.options.scale).toEqual({ rows: 10000 });
  });

  it('an empty route means home', () => {
    expect(settingsFromForm({ ...formFromSettings(SETTINGS), route: '  ' }, SETTINGS).route).toBe('/');
  });
});
