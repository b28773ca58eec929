import { useEffect, useRef } from 'react';
import { ChoiceControl, type ChoiceProps } from './ChoiceControl.view';
import './Checkbox.css';

export interface CheckboxProps extends ChoiceProps {
  /** Partly selected (e.g. a select-all with some rows chosen). */
  readonly indeterminate?: boolean | undefined;
}

export function Checkbox({ indeterminate = false, ...choice }: CheckboxProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  // indeterminate exists only as a DOM property, never as an attribute.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <ChoiceControl
      {...choice}
      block="ui-checkbox"
      inputRef={inputRef}
      visual={<span className="ui-checkbox__box" aria-hidden="true" />}
    />
  );
}
