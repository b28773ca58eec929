import { useTranslation } from 'react-i18next';
import './Spinner.css';

export interface SpinnerProps {
  /** Announced text; default: the kit's 'Loading…'. */
  readonly label?: string | undefined;
  readonly size?: number | undefined;
}

/** The rotating arc alone, for places that announce the busy state themselves (buttons). */
export function SpinnerGlyph({ size = 20 }: { readonly size?: number }) {
  return (
    <svg
      className="ui-spinner__glyph"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Spinner({ label, size = 24 }: SpinnerProps) {
  const { t } = useTranslation('ui');
  return (
    <span className="ui-spinner" role="status">
      <SpinnerGlyph size={size} />
      <span className="ui-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
