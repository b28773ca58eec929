import type { HostGateway, ToastRequest } from '../../application/shared/host.port';
import type { Feedback } from './feedback.port';

/**
 * The Feedback port over the host's toast: the one place in the presentation that calls it. A
 * class, so a presenter holding it keeps it as a collaborator, not as observable state.
 */
class HostFeedback implements Feedback {
  constructor(private readonly host: Pick<HostGateway, 'toast'>) {}

  success(message: string, title?: string): void {
    this.toast('success', message, title);
  }

  error(message: string, title?: string): void {
    this.toast('danger', message, title);
  }

  warning(message: string, title?: string): void {
    this.toast('warning', message, title);
  }

  info(message: string, title?: string): void {
    this.toast('info', message, title);
  }

  show(toast: ToastRequest): void {
    this.host.toast(toast);
  }

  private toast(type: ToastRequest['type'], message: string, title: string | undefined): void {
    this.show(title === undefined ? { type, message } : { type, title, message });
  }
}

export function hostFeedback(host: Pick<HostGateway, 'toast'>): Feedback {
  return new HostFeedback(host);
}
