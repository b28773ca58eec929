import { useState } from 'react';
import { ROLE_IDS, type RoleId } from '../../src/domain/access/role';
import type { PortalModalProps } from './modal-props';
import { EmailListModal } from './EmailListModal.view';

/** Role labels and descriptions of spec 1 §6, as the portal's invite modal lists them. */
const ROLE_LABELS: Readonly<Record<RoleId, string>> = {
  guest: 'Viewer — Only view info of contract.',
  member: 'Editor — Create and edit chatbots; cannot manage roles and contract settings.',
  admin: 'Admin — Manage roles and contract settings; edit specifications; creates and edits chatbots.',
};

/** The portal's InviteModal: e-mails and a role → { emails, roleId }. */
export function InviteModal({ id, onConfirm, onCancel }: PortalModalProps) {
  const [roleId, setRoleId] = useState<RoleId>('guest');
  const roleFieldId = `sim-invite-role-${id}`;

  return (
    <EmailListModal
      titleId={`sim-invite-title-${id}`}
      title="Invite members"
      fieldId={`sim-invite-emails-${id}`}
      fieldLabel="Email addresses"
      submitLabel="Invite"
      onSubmit={(emails) => onConfirm({ emails, roleId })}
      onCancel={onCancel}
    >
      <div className="sim-field">
        <label htmlFor={roleFieldId}>Role</label>
        <select id={roleFieldId} value={roleId} onChange={(event) => setRoleId(event.target.value as RoleId)}>
          {ROLE_IDS.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </div>
    </EmailListModal>
  );
}
