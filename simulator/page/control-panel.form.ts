import type { FakeHostOptions } from '../fake-host/fake-host.contract';
import { SPEC_TOGGLE_NAMES } from './feature-toggle-names';
import type { SimulatorSettings } from './simulator-query.codec';

/** The control panel's editable values, as the inputs hold them (numbers as typed text). */
export interface ControlPanelForm {
  readonly role: FakeHostOptions['role'];
  readonly lang: FakeHostOptions['lang'];
  readonly flagsOn: readonly string[];
  readonly scenario: string;
  readonly route: string;
  readonly latency: string;
  readonly failRate: string;
  readonly timeoutRate: string;
  readonly uploadKbps: string;
  readonly seed: string;
  readonly members: string;
  readonly bots: string;
  readonly rows: string;
}

export function formFromSettings({ options, route }: SimulatorSettings): ControlPanelForm {
  const flagsOn = options.flags === 'all' ? SPEC_TOGGLE_NAMES : options.flags === 'none' ? [] : options.flags;
  return {
    role: options.role,
    lang: options.lang,
    flagsOn,
    scenario: options.scenario,
    route,
    latency: String(options.latencyMs),
    failRate: String(options.failRate),
    timeoutRate: String(options.timeoutRate),
    uploadKbps: String(options.uploadKbps),
    seed: String(options.seed),
    members: options.scale.members === undefined ? '' : String(options.scale.members),
    bots: options.scale.bots === undefined ? '' : String(options.scale.bots),
    rows: options.scale.rows === undefined ? '' : String(options.scale.rows),
  };
}

/** Every spec toggle (and nothing else) on is 'all'; nothing on is 'none'; else the list as checked. */
export function flagsFromChecked(flagsOn: readonly string[]): FakeHostOptions['flags'] {
  const on = [...new Set(flagsOn)];
  if (on.length === 0) return 'none';
  const isAll =
    on.length === SPEC_TOGGLE_NAMES.length && SPEC_TOGGLE_NAMES.every((name) => on.includes(name));
  return isAll ? 'all' : on;
}

function numberOr(text: string, fallback: number): number {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : fallback;
}

function scaleFrom(form: ControlPanelForm): FakeHostOptions['scale'] {
  const scale: { members?: number; bots?: number; rows?: number } = {};
  for (const key of ['members', 'bots', 'rows'] as const) {
    const value = Number(form[key]);
    if (form[key].trim() !== '' && Number.isInteger(value) && value >= 0) scale[key] = value;
  }
  return scale;
}

/** The settings to reload with; fields typed badly keep their current value. */
export function settingsFromForm(form: ControlPanelForm, current: SimulatorSettings): SimulatorSettings {
  const { options } = current;
  return {
    options: {
      role: form.role,
      lang: form.lang,
      flags: flagsFromChecked(form.flagsOn),
      scenario: form.scenario,
      latencyMs: numberOr(form.latency, options.latencyMs),
      failRate: numberOr(form.failRate, options.failRate),
      timeoutRate: numberOr(form.timeoutRate, options.timeoutRate),
      uploadKbps: numberOr(form.uploadKbps, options.uploadKbps),
      // Issue 35 §4: a fault set in the URL only; the panel keeps it.
      uploadRedirect: options.uploadRedirect,
      seed: numberOr(form.seed, options.seed),
      scale: scaleFrom(form),
    },
    route: form.route.trim() === '' ? '/' : form.route.trim(),
    framePath: current.framePath,
    moduleOrigin: current.moduleOrigin,
  };
}
