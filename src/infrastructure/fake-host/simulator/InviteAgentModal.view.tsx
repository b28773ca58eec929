import { useState, type FormEvent } from 'react';
import type { PortalModalProps } from './modal-props';
import { NativeDialog } from './NativeDialog.view';
import { EmailListField } from './EmailListField.view';
import { emailListError, isBlankList, parseEmailList } from './email-list.parser';

/** The portal's InviteAgentModal: a list of e-mails → { emails }; empty or invalid is blocked. */
export function InviteAgentModal({ id, onConfirm, onCancel }: PortalModalProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const titleId = `sim-invite-agent-title-${id}`;
  const isEmpty = isBlankList(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEmailList(text);
    const problem = emailListError(parsed);
    setError(problem);
    setInvalid(parsed.invalid);
    if (problem === null) onConfirm({ emails: parsed.emails });
  };

  return (
    <NativeDialog labelledBy={titleId} className="sim-modal" onDismiss={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>Add agents</h2>
        <EmailListField
          id={`sim-agent-emails-${id}`}
          label="Agent email addresses"
          value={text}
          error={error}
          invalid={invalid}
          onChange={setText}
        />
        <div className="sim-dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="sim-primary" disabled={isEmpty}>
            Add agents
          </button>
        </div>
      </form>
    </NativeDialog>
  );
}
