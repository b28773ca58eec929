import { classNames } from './class-names';
import { Icon } from './icons/Icon.view';
import { Tooltip } from './Tooltip.view';

export interface InfoTipProps {
  /** The button's accessible name: what the tip explains ('More about MIU'). */
  readonly label: string;
  /** The explanation, shown on hover and on keyboard focus. */
  readonly content: string;
  readonly className?: string | undefined;
  readonly size?: number | undefined;
  /** Called each time the tip is shown, by pointer or keyboard (hover tracking, spec 3 §2.3). */
  readonly onShow?: (() => void) | undefined;
}

/** An 'i' button that explains a figure or a title: the one way the pages give a tooltip. */
export function InfoTip({ label, content, className, size = 16, onShow }: InfoTipProps) {
  return (
    <Tooltip content={content}>
      <button
        type="button"
        className={classNames('ui-icon-button', className)}
        aria-label={label}
        onMouseEnter={onShow}
        onFocus={onShow}
      >
        <Icon name="info" size={size} />
      </button>
    </Tooltip>
  );
}
