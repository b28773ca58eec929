/** What every portal modal view receives: confirm with the typed data, or cancel. */
export interface PortalModalProps {
  readonly id: number;
  readonly onConfirm: (data: Readonly<Record<string, unknown>>) => void;
  readonly onCancel: () => void;
}
