import { validateHosts, type HostError } from '../../domain/mtls/certificate-host.rule';
import { hostRowControls } from '../../domain/mtls/certificate-wizard.rule';

export interface HostRowView {
  readonly index: number;
  readonly value: string;
  /** Shown once the row was edited or left. */
  readonly error: HostError | null;
  readonly showAdd: boolean;
  readonly showRemove: boolean;
}

/** The wizard's host rows as the view shows them (spec 1 §5: errors, '+' and '-'). */
export function hostRowViews(hosts: readonly string[], touched: readonly boolean[]): HostRowView[] {
  const errors = validateHosts(hosts);
  return hosts.map((value, index) => {
    const controls = hostRowControls(index, hosts.length);
    const error = touched[index] === true ? (errors[index] ?? null) : null;
    return { index, value, error, showAdd: controls.add, showRemove: controls.remove };
  });
}
