import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectionStatusProps {
  readonly count: number;
  /** What is shown while something is selected, e.g. '3 selected'. */
  readonly countText: string;
  readonly className: string;
}

/**
 * A selection counter screen readers announce (issue 14). The polite live region is rendered
 * from the start, even empty: a region that appears together with its text is often not read.
 * Once a selection has existed, clearing it says so (read, not shown): an emptied region is silent.
 */
export function SelectionStatus({ count, countText, className }: SelectionStatusProps) {
  const { t } = useTranslation('ui');
  const [hadSelection, setHadSelection] = useState(count > 0);
  // Derived from earlier renders, set while rendering (React's pattern for it, no extra pass).
  if (count > 0 && !hadSelection) setHadSelection(true);
  return (
    <span className={className} role="status" aria-live="polite">
      {count > 0 ? (
        countText
      ) : hadSelection ? (
        <span className="ui-visually-hidden">{t('selectionCleared')}</span>
      ) : (
        ''
      )}
    </span>
  );
}
