import type { ToastRequest } from '../../application/shared/host.port';

/**
 * The one way a presenter tells the user how something went (issue 36 §2): a toast of the
 * portal's, in the type the spec gives it (success, danger, warning, info). Bound in the
 * shell's module over the host port's toast (`hostFeedback`), so presenters never call the
 * host's `toast` themselves.
 */
export const Feedback = Symbol.for('Feedback');
export interface Feedback {
  success(message: string, title?: string): void;
  /** A 'danger' toast. */
  error(message: string, title?: string): void;
  warning(message: string, title?: string): void;
  info(message: string, title?: string): void;
  /** A toast whose type is decided by the caller (an outcome's rule, a feature's helper). */
  show(toast: ToastRequest): void;
}
