import { useState, type FormEvent, type ReactNode } from 'react';
import type { FakeHostOptions } from '../fake-host/fake-host.contract';
import { type ControlPanelForm, formFromSettings, settingsFromForm } from './control-panel.form';
import { type SimulatorSettings, toSimulatorQuery } from './simulator-query.codec';
import { FlagsFieldset } from './FlagsFieldset.view';

const ROLES: readonly FakeHostOptions['role'][] = ['admin', 'member', 'guest'];
const LANGS: readonly FakeHostOptions['lang'][] = ['pt', 'en', 'es'];

interface ControlPanelProps {
  readonly settings: SimulatorSettings;
  readonly scenarios: readonly string[];
  /** Reloads the simulator with this query. */
  readonly onApply: (query: URLSearchParams) => void;
}

/** Defaults, keeping only where the module is framed from (`frame=`, `module=`). */
function defaultsQuery(settings: SimulatorSettings): URLSearchParams {
  const query = new URLSearchParams();
  if (settings.framePath !== null) query.set('frame', settings.framePath);
  if (settings.moduleOrigin !== null) query.set('module', settings.moduleOrigin);
  return query;
}

function Field({
  id,
  label,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div className="sim-field sim-field-inline">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** The simulator's controls (architecture.md §6); applying reloads with the new query. */
export function ControlPanel({ settings, scenarios, onApply }: ControlPanelProps) {
  const [form, setForm] = useState<ControlPanelForm>(() => formFromSettings(settings));
  const set = <K extends keyof ControlPanelForm>(key: K, value: ControlPanelForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const scenarioChoices = scenarios.includes(form.scenario) ? scenarios : [...scenarios, form.scenario];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(toSimulatorQuery(settingsFromForm(form, settings)));
  };

  const numberField = (
    key: 'latency' | 'failRate' | 'timeoutRate' | 'uploadKbps' | 'seed' | 'members' | 'bots' | 'rows',
    label: string,
    step: string,
    max?: string,
  ) => (
    <Field id={`sim-${key}`} label={label}>
      <input
        id={`sim-${key}`}
        type="number"
        min="0"
        max={max}
        step={step}
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
      />
    </Field>
  );

  return (
    <form className="sim-panel sim-controls" aria-label="Simulator controls" onSubmit={apply}>
      <Field id="sim-role" label="Role">
        <select
          id="sim-role"
          value={form.role}
          onChange={(event) => set('role', event.target.value as FakeHostOptions['role'])}
        >
          {ROLES.map((role) => (
            <option key={role}>{role}</option>
          ))}
        </select>
      </Field>
      <Field id="sim-lang" label="Language">
        <select
          id="sim-lang"
          value={form.lang}
          onChange={(event) => set('lang', event.target.value as FakeHostOptions['lang'])}
        >
          {LANGS.map((lang) => (
            <option key={lang}>{lang}</option>
          ))}
        </select>
      </Field>
      <Field id="sim-scenario" label="Scenario">
        <select
          id="sim-scenario"
          value={form.scenario}
          onChange={(event) => set('scenario', event.target.value)}
        >
          {scenarioChoices.map((scenario) => (
            <option key={scenario}>{scenario}</option>
          ))}
        </select>
      </Field>
      <Field id="sim-route" label="Initial route">
        <input
          id="sim-route"
          type="text"
          value={form.route}
          onChange={(event) => set('route', event.target.value)}
        />
      </Field>
      {numberField('latency', 'Latency (ms)', '50')}
      {numberField('failRate', 'Fail rate (0–1)', '0.05', '1')}
      {numberField('timeoutRate', 'Timeout rate (0–1)', '0.05', '1')}
      {numberField('uploadKbps', 'Upload speed (kbit/s, 0 = full)', '100')}
      {numberField('seed', 'Seed', '1')}
      <fieldset className="sim-scale">
        <legend>Data scale (empty = scenario default)</legend>
        {numberField('members', 'Members', '1')}
        {numberField('bots', 'Bots', '1')}
        {numberField('rows', 'Report rows', '1')}
      </fieldset>
      <FlagsFieldset flagsOn={form.flagsOn} onChange={(flagsOn) => set('flagsOn', flagsOn)} />
      <p className="sim-empty">
        mTLS wizard test file:{' '}
        <a href="/fake-storage/test-certificate.pfx" download>
          test-certificate.pfx
        </a>{' '}
        (password <code>simulator</code>)
      </p>
      <div className="sim-dialog-actions">
        <button type="button" onClick={() => onApply(defaultsQuery(settings))}>
          Reset to defaults
        </button>
        <button type="submit" className="sim-primary">
          Apply and reload
        </button>
      </div>
    </form>
  );
}
