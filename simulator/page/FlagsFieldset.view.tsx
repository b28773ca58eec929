import { SPEC_TOGGLE_NAMES } from './feature-toggle-names';

interface FlagsFieldsetProps {
  readonly flagsOn: readonly string[];
  readonly onChange: (flagsOn: readonly string[]) => void;
}

/** One checkbox per spec 1 §9 toggle, plus all / none shortcuts. */
export function FlagsFieldset({ flagsOn, onChange }: FlagsFieldsetProps) {
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...flagsOn.filter((n) => n !== name), name] : flagsOn.filter((n) => n !== name));
  return (
    <fieldset className="sim-flags">
      <legend>Feature toggles</legend>
      <div className="sim-flag-shortcuts">
        <button type="button" onClick={() => onChange(SPEC_TOGGLE_NAMES)}>
          All on
        </button>
        <button type="button" onClick={() => onChange([])}>
          All off
        </button>
      </div>
      {SPEC_TOGGLE_NAMES.map((name) => (
        <label key={name} className="sim-check">
          <input
            type="checkbox"
            checked={flagsOn.includes(name)}
            onChange={(event) => toggle(name, event.target.checked)}
          />
          {name}
        </label>
      ))}
    </fieldset>
  );
}
