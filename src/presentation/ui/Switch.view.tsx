import { ChoiceControl, type ChoiceProps } from './ChoiceControl.view';
import './Switch.css';

export type SwitchProps = ChoiceProps;

export function Switch(props: SwitchProps) {
  return (
    <ChoiceControl
      {...props}
      block="ui-switch"
      role="switch"
      visual={
        <span className="ui-switch__track" aria-hidden="true">
          <span className="ui-switch__thumb" />
        </span>
      }
    />
  );
}
