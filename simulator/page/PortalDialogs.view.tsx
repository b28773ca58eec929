import type { ComponentType } from 'react';
import type { ModalTemplate } from '../../src/application/shared/host.port';
import type { PortalUiStore } from './portal-ui.store';
import type { PortalModalProps } from './modal-props';
import { usePortalUi } from './use-portal-ui.hook';
import { AlertDialog } from './AlertDialog.view';
import { InviteModal } from './InviteModal.view';
import { InviteAgentModal } from './InviteAgentModal.view';
import { CallsTermsModal } from './CallsTermsModal.view';

const MODALS: Readonly<Record<ModalTemplate, ComponentType<PortalModalProps>>> = {
  InviteModal,
  InviteAgentModal,
  CallsTermsModal,
};

/** The oldest open alert, then the oldest open modal: one native dialog at a time, like the portal. */
export function PortalDialogs({ store }: { readonly store: PortalUiStore }) {
  const snapshot = usePortalUi(store);
  const alert = snapshot.alerts.find((record) => record.answer === null);
  if (alert) return <AlertDialog key={alert.id} record={alert} onAnswer={store.answerAlert.bind(store)} />;

  const modal = snapshot.modals.find((record) => record.result === null);
  if (!modal) return null;
  const Modal = MODALS[modal.template];
  return (
    <Modal
      key={modal.id}
      id={modal.id}
      onConfirm={(data) => store.answerModal(modal.id, { confirmed: true, data })}
      onCancel={() => store.answerModal(modal.id, { confirmed: false })}
    />
  );
}
