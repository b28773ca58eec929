import { classNames } from './class-names';
import './Switch.css';

export interface SwitchProps {
  readonly checked: boolean;
  readonly onChange: (next: boolean) => void;
  readonly label: string;
  readonly hideLabel?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly className?: string | undefined;
}

export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  className,
}: SwitchProps) {
  return (
    <label className={classNames('ui-switch', disabled && 'ui-switch--disabled', className)}>
      <input
        className="ui-switch__input"
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      <span className={hideLabel ? 'ui-visually-hidden' : 'ui-switch__label'}>{label}</span>
    </label>
  );
}
