import { useTranslation } from 'react-i18next';

export interface EnableDisableButtonsProps {
  readonly enabled: boolean;
  /** Names the group for assistive technology, e.g. 'Calls for Support bot'. */
  readonly label: string;
  readonly disabled?: boolean | undefined;
  readonly onChange: (enabled: boolean) => void;
}

/** The 'Disable' / 'Enable' pair of the Calls table (spec 1 §2): the current state is pressed. */
export function EnableDisableButtons({
  enabled,
  label,
  disabled = false,
  onChange,
}: EnableDisableButtonsProps) {
  const { t } = useTranslation('bots');
  return (
    <div className="bot-toggle-pair" role="group" aria-label={label}>
      <button
        type="button"
        className="bot-toggle-pair__button"
        aria-pressed={!enabled}
        disabled={disabled}
        onClick={() => !enabled || onChange(false)}
      >
        {t('disable')}
      </button>
      <button
        type="button"
        className="bot-toggle-pair__button"
        aria-pressed={enabled}
        disabled={disabled}
        onClick={() => enabled || onChange(true)}
      >
        {t('enable')}
      </button>
    </div>
  );
}
