import { useState, type FormEvent, type ReactNode } from 'react';
import { NativeDialog } from './NativeDialog.view';
import { EmailListField } from './EmailListField.view';
import { emailListError, isBlankList, parseEmailList } from './email-list.parser';

interface EmailListModalProps {
  readonly titleId: string;
  readonly title: string;
  readonly fieldId: string;
  readonly fieldLabel: string;
  readonly submitLabel: string;
  /** Called only with a non-empty list of valid addresses. */
  readonly onSubmit: (emails: readonly string[]) => void;
  readonly onCancel: () => void;
  /** Fields shown after the address list (the invite modal's role). */
  readonly children?: ReactNode;
}

/**
 * The portal's e-mail-list modals (invite members, add agents): a blank list keeps the
 * confirm button disabled; an invalid address blocks and is listed under the field.
 */
export function EmailListModal(props: EmailListModalProps) {
  const { titleId, title, fieldId, fieldLabel, submitLabel, onSubmit, onCancel, children } = props;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<readonly string[]>([]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEmailList(text);
    const problem = emailListError(parsed);
    setError(problem);
    setInvalid(parsed.invalid);
    if (problem === null) onSubmit(parsed.emails);
  };

  return (
    <NativeDialog labelledBy={titleId} className="sim-modal" onDismiss={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        <EmailListField
          id={fieldId}
          label={fieldLabel}
          value={text}
          error={error}
          invalid={invalid}
          onChange={setText}
        />
        {children}
        <div className="sim-dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="sim-primary" disabled={isBlankList(text)}>
            {submitLabel}
          </button>
        </div>
      </form>
    </NativeDialog>
  );
}
