import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names';
import { Icon } from './icons/Icon.view';
import type { IconName } from './icons/icon-paths';
import { SpinnerGlyph } from './Spinner.view';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant | undefined;
  readonly size?: 'sm' | 'md' | undefined;
  readonly icon?: IconName | undefined;
  /** Disables the button, shows a spinner and marks it aria-busy. */
  readonly loading?: boolean | undefined;
}

export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...native
}: ButtonProps) {
  const iconSize = size === 'sm' ? 16 : 18;
  return (
    <button
      {...native}
      // A submit button must be asked for: the default 'submit' would post enclosing forms.
      type={type}
      className={classNames('ui-button', `ui-button--${variant}`, `ui-button--${size}`, className)}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <SpinnerGlyph size={iconSize} /> : icon ? <Icon name={icon} size={iconSize} /> : null}
      {children}
    </button>
  );
}
