import type { LoggedUser } from '../../domain/tenant/logged-user.entity';
import type { CurrentTenant } from '../../domain/tenant/tenant.entity';

export type ModalTemplate = 'InviteModal' | 'InviteAgentModal' | 'CallsTermsModal';
export type ToastType = 'info' | 'success' | 'warning' | 'danger';
export type UploadErrorCode = 400 | 413 | 415;

export interface ToastRequest {
  readonly type: ToastType;
  readonly title?: string | undefined;
  readonly message: string;
}

/** The portal renders `body` as HTML: the adapter escapes it; callers pass plain text. */
export interface AlertRequest {
  readonly variant: 'warning' | 'danger' | 'info' | 'success' | 'delete';
  readonly title: string;
  readonly body: string;
  readonly confirm: string;
  readonly cancel: string;
}

export interface Application {
  readonly shortName: string;
  readonly name: string;
  readonly [field: string]: unknown;
}

/** Tracking payload (spec 1 §1, spec 3 §3.10). */
export interface TrackingPayload {
  readonly action: string;
  readonly origin: string;
  readonly [field: string]: unknown;
}

/**
 * How a flow waits for a person's answer to a portal prompt (an alert, a modal). The screen that
 * started the flow passes one that keeps its control locked only for a bounded time and reads the
 * answer of a prompt it asked again since as `superseded` (issue 35 §8); by default the answer is
 * simply awaited.
 */
export type AwaitPrompt = <T>(question: () => Promise<T>, superseded: T) => Promise<T>;

export const awaitAnswer: AwaitPrompt = (question) => question();

/** How a top-window redirect went: the portal took it, fell back to the application list, or refused. */
export type TopWindowRedirect = 'redirected' | 'application-list' | 'refused';

/**
 * Everything the module asks of the host portal (architecture.md §4). Requests return
 * promises that reject with a CommandFailure; fire-and-forget calls return nothing.
 */
export const HostGateway = Symbol.for('HostGateway');
export interface HostGateway {
  getCurrentUser(): Promise<LoggedUser>;
  getCurrentTenant(): Promise<CurrentTenant>;
  setCurrentTenant(tenant: CurrentTenant): Promise<void>;
  getCurrentLanguage(): Promise<string>;
  getApplicationsByTenant(tenantId: string): Promise<Application[]>;
  showModal(template: ModalTemplate, content?: Record<string, unknown>): Promise<boolean>;
  showAlert(alert: AlertRequest): Promise<boolean>;
  getTenantPlan(tenantId: string): Promise<string>;
  getTenantUrl(tenantId: string): Promise<string>;
  getFeatureToggles(names: readonly string[]): Promise<Record<string, boolean>>;

  toast(toast: ToastRequest): void;
  showUploadErrorToast(code: UploadErrorCode): void;
  startLoading(): void;
  stopLoading(): void;
  heightChange(heightPx: number): void;
  stateChangeSuccess(toUrl: string): void;
  unauthorizedAccess(path: string): void;
  redirectToApplicationList(): void;
  /**
   * Sends the portal's top window to `url`. Only https URLs are sent; anything else is 'refused'.
   * The portal may not know this message (docs/host-messages.md): unanswered within a short wait,
   * the spec's own redirect to the application list is sent instead ('application-list').
   */
  redirectTopWindow(url: string): Promise<TopWindowRedirect>;
  track(payload: TrackingPayload): void;
}
