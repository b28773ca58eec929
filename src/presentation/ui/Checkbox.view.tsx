import { useEffect, useRef } from 'react';
import { classNames } from './class-names';
import './Checkbox.css';

export interface CheckboxProps {
  readonly checked: boolean;
  /** Partly selected (e.g. a select-all with some rows chosen). */
  readonly indeterminate?: boolean | undefined;
  readonly onChange: (next: boolean) => void;
  readonly label: string;
  /** Keeps the label for assistive technology only. */
  readonly hideLabel?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly className?: string | undefined;
}

export function Checkbox({
  checked,
  indeterminate = false,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  className,
}: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // indeterminate exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={classNames('ui-checkbox', disabled && 'ui-checkbox--disabled', className)}>
      <input
        ref={inputRef}
        className="ui-checkbox__input"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="ui-checkbox__box" aria-hidden="true" />
      <span className={hideLabel ? 'ui-visually-hidden' : 'ui-checkbox__label'}>{label}</span>
    </label>
  );
}
