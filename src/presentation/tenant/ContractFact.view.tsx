import type { ReactNode } from 'react';
import { Icon } from '../ui';

export interface ContractFactProps {
  readonly label: string;
  readonly children: ReactNode;
  /** With a copy button of this accessible name. */
  readonly copyLabel?: string | undefined;
  readonly onCopy?: (() => void) | undefined;
}

/** One 'label: value' line of the card, optionally with a copy icon (spec 1 'Contract card'). */
export function ContractFact({ label, children, copyLabel, onCopy }: ContractFactProps) {
  return (
    <div className="contract-card__fact">
      <dt className="contract-card__fact-label">{label}</dt>
      <dd className="contract-card__fact-value">
        <span className="contract-card__fact-text">{children}</span>
        {onCopy !== undefined && copyLabel !== undefined ? (
          <button
            type="button"
            className="contract-card__copy"
            aria-label={copyLabel}
            title={copyLabel}
            onClick={onCopy}
          >
            <Icon name="copy" size={16} />
          </button>
        ) : null}
      </dd>
    </div>
  );
}
