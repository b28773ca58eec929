import { validateDescription } from './certificate-description.rule';
import { validateHosts } from './certificate-host.rule';
import type { CertificateInfo, CertificateUploadResult } from './mtls-certificate.entity';

/** Spec 1 §4: upload (0) → info (1) → confirmation (2) → finish (3). */
export const WizardStep = { upload: 0, info: 1, confirmation: 2, finish: 3 } as const;
export type WizardStep = (typeof WizardStep)[keyof typeof WizardStep];

export const WIZARD_STEPS: readonly WizardStep[] = [
  WizardStep.upload,
  WizardStep.info,
  WizardStep.confirmation,
  WizardStep.finish,
];

/** Spec 1 §4: Next from upload requires a file name. */
export function canLeaveUpload(fileName: string): boolean {
  return fileName.trim() !== '';
}

/** Spec 1 §4: Next from info requires a description and every host valid and non-empty. */
export function canLeaveInfo(description: string, hosts: readonly string[]): boolean {
  return (
    validateDescription(description) === null &&
    hosts.length > 0 &&
    validateHosts(hosts).every((error) => error === null)
  );
}

/** Spec 1 §4: Back is offered on info and confirmation only. */
export function hasBack(step: WizardStep): boolean {
  return step === WizardStep.info || step === WizardStep.confirmation;
}

/** Spec 1 §5: '+' on the last row; '-' on every row once there is more than one. */
export function hostRowControls(
  index: number,
  count: number,
): { readonly add: boolean; readonly remove: boolean } {
  return { add: index === count - 1, remove: count > 1 };
}

/** Spec 1 §7: certificate_id is '{storage_id}:{tenantId}-{name}'. */
export function certificateIdOf(upload: CertificateUploadResult, tenantId: string): string {
  return `${upload.storageId}:${tenantId}-${upload.name}`;
}

/** The SET /certificates-mtls resource: the trimmed description and host strings. */
export function certificateInfoOf(
  upload: CertificateUploadResult,
  tenantId: string,
  description: string,
  hosts: readonly string[],
): CertificateInfo {
  return {
    certificateId: certificateIdOf(upload, tenantId),
    description: description.trim(),
    hosts: hosts.map((host) => host.trim()),
  };
}
