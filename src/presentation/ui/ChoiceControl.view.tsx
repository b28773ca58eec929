import type { ReactNode, Ref } from 'react';
import { classNames } from './class-names';
import './ChoiceControl.css';

/** The props Checkbox and Switch both take. */
export interface ChoiceProps {
  readonly checked: boolean;
  readonly onChange: (next: boolean) => void;
  readonly label: string;
  /** Keeps the label for assistive technology only. */
  readonly hideLabel?: boolean | undefined;
  readonly disabled?: boolean | undefined;
  readonly className?: string | undefined;
  /** The id of what the control is about, read after its name (several 'View as table' on a page). */
  readonly describedBy?: string | undefined;
}

interface ChoiceControlProps extends ChoiceProps {
  /** The concrete control's class block, e.g. 'ui-checkbox': it styles `__input` and `__label`. */
  readonly block: string;
  /** The control's drawing, placed after the input so `input:checked + …` reaches it. */
  readonly visual: ReactNode;
  readonly role?: 'switch';
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * What Checkbox and Switch share: a label around a native checkbox input that stays
 * focusable and clickable while a drawn control covers it, then the label text.
 */
export function ChoiceControl({
  block,
  checked,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  className,
  describedBy,
  visual,
  role,
  inputRef,
}: ChoiceControlProps) {
  return (
    <label className={classNames('ui-choice', block, disabled && 'ui-choice--disabled', className)}>
      <input
        ref={inputRef}
        className={`ui-choice__input ${block}__input`}
        type="checkbox"
        role={role}
        aria-describedby={describedBy}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {visual}
      <span className={hideLabel ? 'ui-visually-hidden' : `${block}__label`}>{label}</span>
    </label>
  );
}
