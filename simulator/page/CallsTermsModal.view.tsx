import { useState, type FormEvent } from 'react';
import type { PortalModalProps } from './modal-props';
import { NativeDialog } from './NativeDialog.view';

/** Shown as plain text: the portal's terms of use and pricing for the Calls add-on (spec 1 §9). */
export const CALLS_TERMS_TEXT = [
  'By hiring Calls you add voice calls over the messaging app to your help desk, billed to this contract.',
  'Active calls (agent calls the customer) are charged from $0.01 per minute. Incoming calls (customer calls the agent) are charged by consumption bands.',
  'Call recordings, transcriptions and history are kept according to the platform privacy policy. You can stop using Calls at any time by disabling it in your bots; charges already incurred remain due.',
];

/** The portal's CallsTermsModal: confirm only once the terms are accepted → { accepted: true }. */
export function CallsTermsModal({ id, onConfirm, onCancel }: PortalModalProps) {
  const [accepted, setAccepted] = useState(false);
  const titleId = `sim-calls-terms-title-${id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (accepted) onConfirm({ accepted: true });
  };

  return (
    <NativeDialog labelledBy={titleId} className="sim-modal" onDismiss={onCancel}>
      <form onSubmit={submit}>
        <h2 id={titleId}>Calls: terms of use and pricing</h2>
        <div className="sim-terms">
          {CALLS_TERMS_TEXT.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <label className="sim-check">
          <input type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} />
          I have read and accept the terms of use and pricing
        </label>
        <div className="sim-dialog-actions">
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="sim-primary" disabled={!accepted}>
            Hire Calls
          </button>
        </div>
      </form>
    </NativeDialog>
  );
}
