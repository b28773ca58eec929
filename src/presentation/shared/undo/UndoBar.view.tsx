import { observer } from 'mobx-react-lite';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import type { UndoOfferPresenter } from './undo-offer.presenter';
import './UndoBar.css';

/**
 * Issue 38 §2: the in-page bar that offers Undo after a reversible bulk change (the portal's
 * toast cannot hold a button: docs/decisions/undo.md). The message is a polite status that stays
 * in the page, empty, so screen readers announce it when it fills. One button, whose text
 * follows the phase: 'Undo', then 'Undoing…' (aria-disabled, so focus stays on it), then
 * 'Close'. Escape dismisses; focus or the pointer on the bar holds its clock.
 */
export const UndoBar = observer(function UndoBar({ offer }: { readonly offer: UndoOfferPresenter }) {
  const { t } = useTranslation('undo');
  const phase = offer.phase;
  const running = phase === 'running';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    offer.dismissed();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) offer.holdChanged(false);
  };
  return (
    <div
      className={phase === undefined ? 'undo-bar undo-bar--empty' : `undo-bar undo-bar--${phase}`}
      onKeyDown={onKeyDown}
      onFocus={() => offer.holdChanged(true)}
      onBlur={onBlur}
      onMouseEnter={() => offer.holdChanged(true)}
      onMouseLeave={() => offer.holdChanged(false)}
    >
      <p
        className={phase === undefined ? 'ui-visually-hidden' : 'undo-bar__text'}
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {offer.text}
      </p>
      {phase === undefined ? null : (
        <Button
          variant={phase === 'offered' || running ? 'secondary' : 'tertiary'}
          size="sm"
          aria-disabled={running || undefined}
          onClick={() => {
            if (phase === 'offered') void offer.undoClicked();
            else if (!running) offer.dismissed();
          }}
        >
          {phase === 'offered' ? t('undo') : running ? t('undoing') : t('close')}
        </Button>
      )}
    </div>
  );
});
