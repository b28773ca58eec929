import { useState, type FormEvent } from 'react';
import { ROLE_IDS, type RoleId } from '../../../domain/access/role';
import type { PortalModalProps } from './modal-props';
import { NativeDialog } from './NativeDialog.view';
import { EmailListField } from './EmailListField.view';
import { emailListError, isBlankList, parseEmailList } from './email-list.parser';

/** Role labels and descriptions of spec 1 §6, as the portal's invite modal lists them. */
const ROLE_LABELS: Readonly<Record<RoleId, string>> = {
  guest: 'Viewer — Only view info of contract.',
  member: 'Editor — Create and edit chatbots; cannot manage roles and contract settings.',
  admin: 'Admin — Manage roles and contract settings; edit specifications; creates and edits chatbots.',
};

/** The portal's InviteModal: e-mails and a role → { emails, roleId }. */
export function InviteModal({ id, onConfirm, onCancel }: PortalModalProps) {
  const [text, setText] = useState('');
  const [roleId, setRoleId] = useState<RoleId>('guest');
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const titleId = `sim-invite-title-${id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEmailList(text);
    const problem = emailListError(parsed);
    setError(problem);
    setInvalid(parsed.invalid);
    if (problem === null) onConfirm({ emails: parsed.emails, roleId });
  };

  return (
    <NativeDialog labelledBy={titleId} className="sim-modal" onDismiss={onCancel}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>Invite members</h2>
        <EmailListField
          id={`sim-invite-emails-${id}`}
          label="Email addresses"
          value={text}
          error={error}
          invalid={invalid}
          onChange={setText}
        />
        <div className="sim-field">
          <label htmlFor={`sim-invite-role-${id}`}>Role</label>
          <select
            id={`sim-invite-role-${id}`}
            value={roleId}
            onChange={(event) => setRoleId(event.target.value as RoleId)}
          >
            {ROLE_IDS.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="sim-dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="sim-primary" disabled={isBlankList(text)}>
            Invite
          </button>
        </div>
      </form>
    </NativeDialog>
  );
}
