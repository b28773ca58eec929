import { useId } from 'react';
import { classNames } from './class-names';
import { Icon } from './icons/Icon.view';
import './Select.css';

export interface SelectOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface SelectProps<V extends string> {
  readonly value: V;
  readonly options: readonly SelectOption<V>[];
  readonly onChange: (value: V) => void;
  readonly label: string;
  readonly hideLabel?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly className?: string | undefined;
}

export function Select<V extends string>({
  value,
  options,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  className,
}: SelectProps<V>) {
  const id = useId();
  function changed(raw: string) {
    // Only values offered by the options can come back, so the narrowing is checked, not assumed.
    const option = options.find((candidate) => candidate.value === raw);
    if (option) onChange(option.value);
  }
  return (
    <span className={classNames('ui-select', className)}>
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : 'ui-select__label'}>
        {label}
      </label>
      <span className="ui-select__control">
        <select
          id={id}
          className="ui-select__native"
          value={value}
          disabled={disabled}
          onChange={(event) => changed(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={16} className="ui-select__chevron" />
      </span>
    </span>
  );
}
