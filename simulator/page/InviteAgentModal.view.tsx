import type { PortalModalProps } from './modal-props';
import { EmailListModal } from './EmailListModal.view';

/** The portal's InviteAgentModal: a list of e-mails → { emails }; empty or invalid is blocked. */
export function InviteAgentModal({ id, onConfirm, onCancel }: PortalModalProps) {
  return (
    <EmailListModal
      titleId={`sim-invite-agent-title-${id}`}
      title="Add agents"
      fieldId={`sim-agent-emails-${id}`}
      fieldLabel="Agent email addresses"
      submitLabel="Add agents"
      onSubmit={(emails) => onConfirm({ emails })}
      onCancel={onCancel}
    />
  );
}
