import { Button } from './Button.view';
import { EmptyState } from './EmptyState.view';

export interface FailedStateRetry {
  readonly label: string;
  readonly onClick: () => void;
}

export interface FailedStateProps {
  /** What could not be loaded, in the words the page's spec gives it. */
  readonly message: string;
  readonly description?: string | undefined;
  /** The one way out the page offers: load again. */
  readonly retry?: FailedStateRetry | undefined;
  /** 'alert' where the page announces its failure as soon as it shows (the agents list). */
  readonly role?: 'alert' | undefined;
}

/**
 * The one failed-state view (issue 36 §2): a page's or section's load failure, as the warning
 * empty state with the message, an optional description and the retry. Pages keep their own
 * texts; the look and the retry's place are the same on every page.
 */
export function FailedState({ message, description, retry, role }: FailedStateProps) {
  return (
    <EmptyState
      className="ui-failed-state"
      role={role}
      icon="warning"
      title={message}
      description={description}
      action={
        retry === undefined ? undefined : (
          <Button variant="secondary" onClick={retry.onClick}>
            {retry.label}
          </Button>
        )
      }
    />
  );
}
