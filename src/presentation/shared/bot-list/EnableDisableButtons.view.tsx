export interface EnableDisableButtonsProps {
  readonly enabled: boolean;
  /** Names the group for assistive technology, e.g. 'Calls for Support bot'. */
  readonly label: string;
  /** The buttons' texts, translated once per table rather than once per row. */
  readonly texts: { readonly enable: string; readonly disable: string };
  readonly disabled?: boolean | undefined;
  readonly onChange: (enabled: boolean) => void;
}

/** The 'Disable' / 'Enable' pair of the Calls table (spec 1 §2): the current state is pressed. */
export function EnableDisableButtons({
  enabled,
  label,
  texts,
  disabled = false,
  onChange,
}: EnableDisableButtonsProps) {
  return (
    <div className="bot-toggle-pair" role="group" aria-label={label}>
      <button
        type="button"
        className="bot-toggle-pair__button"
        aria-pressed={!enabled}
        disabled={disabled}
        onClick={() => !enabled || onChange(false)}
      >
        {texts.disable}
      </button>
      <button
        type="button"
        className="bot-toggle-pair__button"
        aria-pressed={enabled}
        disabled={disabled}
        onClick={() => enabled || onChange(true)}
      >
        {texts.enable}
      </button>
    </div>
  );
}
