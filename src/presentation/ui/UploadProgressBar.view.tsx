import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button.view';
import './UploadProgressBar.css';

export interface UploadProgressBarProps {
  readonly phase: 'idle' | 'uploading' | 'cancelled' | 'failed';
  /** 0–100. */
  readonly percent: number;
  /** What is being uploaded (a file name, "Contract photo"): names the bar for assistive tech. */
  readonly label: string;
  readonly onCancel: () => void;
  /** One click to send the same file again after a failure; no button without it. */
  readonly onRetry?: (() => void) | undefined;
}

/**
 * Issue 24 §3: the upload's native <progress> with its percentage in text and a Cancel button;
 * afterwards, that it was cancelled (nothing saved) or failed (the file kept, Retry). The
 * outcome is a live status so a screen reader hears it without moving focus.
 */
export function UploadProgressBar({ phase, percent, label, onCancel, onRetry }: UploadProgressBarProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  if (phase === 'idle') return null;
  if (phase !== 'uploading') {
    return (
      <div className={`ui-upload ui-upload--${phase}`} role="status">
        <span className="ui-upload__message">
          {t(phase === 'cancelled' ? 'upload.cancelled' : 'upload.failed')}
        </span>
        {phase === 'failed' && onRetry !== undefined ? (
          <Button variant="secondary" size="sm" icon="upload" onClick={onRetry}>
            {t('upload.retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  const shown = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div className="ui-upload">
      <span id={labelId} className="ui-upload__label">
        {t('upload.label', { name: label })}
      </span>
      <div className="ui-upload__row">
        <progress className="ui-upload__bar" max={100} value={shown} aria-labelledby={labelId} />
        <span className="ui-upload__percent" aria-hidden="true">
          {t('upload.percent', { percent: shown })}
        </span>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('upload.cancel')}
        </Button>
      </div>
    </div>
  );
}
