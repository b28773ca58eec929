import type { HostGateway, ToastRequest } from '../../application/shared/host.port';
import type { Feedback } from './feedback.port';

/** The Feedback port over the host's toast: the one place in the presentation that calls it. */
export function hostFeedback(host: Pick<HostGateway, 'toast'>): Feedback {
  const show = (toast: ToastRequest): void => host.toast(toast);
  const toast =
    (type: ToastRequest['type']) =>
    (message: string, title?: string): void =>
      show(title === undefined ? { type, message } : { type, title, message });
  return {
    success: toast('success'),
    error: toast('danger'),
    warning: toast('warning'),
    info: toast('info'),
    show,
  };
}
