import type { ModalTemplate } from '../../src/application/shared/host.port';
import type { FakeHostAlert, FakeModalResult, FakeRedirect } from '../fake-host/fake-host.contract';

/** How a dialog was answered: by a click in the page, or by `window.simulator` ahead of time. */
export type AnsweredBy = 'click' | 'auto';

export interface ToastRecord {
  readonly id: number;
  readonly type: string;
  readonly title: string | undefined;
  readonly message: string;
  readonly at: number;
  /** False once auto-dismissed or closed; the record stays in the history. */
  readonly visible: boolean;
}

export interface AlertRecord {
  readonly id: number;
  readonly alert: FakeHostAlert;
  readonly at: number;
  /** `null` while the alert is still open. */
  readonly answer: boolean | null;
  readonly answeredBy: AnsweredBy | null;
}

export interface ModalRecord {
  readonly id: number;
  readonly template: ModalTemplate;
  readonly content: unknown;
  readonly at: number;
  /** `null` while the modal is still open. */
  readonly result: FakeModalResult | null;
  readonly answeredBy: AnsweredBy | null;
}

export interface RedirectRecord {
  readonly redirect: FakeRedirect;
  readonly at: number;
}

export interface PathRecord {
  readonly path: string;
  readonly at: number;
}

/** One line of the bridge's protocol log (written by the host message server). */
export interface ProtocolRecord {
  readonly direction: 'in' | 'out' | 'dropped';
  readonly action?: string | undefined;
  readonly id?: string | undefined;
  readonly payload: unknown;
  readonly at: number | string;
  /** The wire fault the answer went out with (chaos tests): 'duplicate' or a malformed corruption. */
  readonly fault?: string | undefined;
}

export interface PortalUiSnapshot {
  readonly toasts: readonly ToastRecord[];
  readonly alerts: readonly AlertRecord[];
  readonly modals: readonly ModalRecord[];
  readonly redirects: readonly RedirectRecord[];
  readonly unauthorized: readonly PathRecord[];
  readonly navigations: readonly PathRecord[];
  readonly heights: readonly number[];
  readonly tracks: readonly unknown[];
  readonly protocol: readonly ProtocolRecord[];
  readonly loading: boolean;
  /** Last path the module reported with stateChangeSuccess. */
  readonly currentPath: string | null;
}
