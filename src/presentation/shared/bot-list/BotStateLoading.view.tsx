import { Skeleton } from '../../ui';

/**
 * Issue 34: a row's state cell while its read has not answered: a still-loading bar, never a
 * switch or button pair that would show a guessed state the user could toggle. `label` names
 * the control that will be there ('Copilot for Support: loading…').
 */
export function BotStateLoading({ label }: { readonly label: string }) {
  return (
    <span className="bot-list__state-loading">
      <Skeleton width="3rem" height={14} />
      <span className="ui-visually-hidden">{label}</span>
    </span>
  );
}
