import './Icon.css';
import { ICON_PATHS, type IconName } from './icon-paths';

export interface IconProps {
  readonly name: IconName;
  /** Width and height in px. */
  readonly size?: number | undefined;
  /** When given the icon is meaningful (role img + name); otherwise it is decorative. */
  readonly label?: string | undefined;
  readonly className?: string | undefined;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  const a11y = label ? ({ role: 'img', 'aria-label': label } as const) : ({ 'aria-hidden': true } as const);
  return (
    <svg
      className={className ? `ui-icon ${className}` : 'ui-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
