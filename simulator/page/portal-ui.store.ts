import type { ModalTemplate } from '../../src/application/shared/host.port';
import type {
  FakeHostAlert,
  FakeHostUi,
  FakeModalResult,
  FakeRedirect,
} from '../fake-host/fake-host.contract';
import type {
  AlertRecord,
  ModalRecord,
  PortalUiSnapshot,
  ProtocolRecord,
  ToastRecord,
} from './simulator-records';
import { UPLOAD_ERROR_TITLE, uploadErrorText } from './upload-error-texts';
import { EMPTY_PORTAL_UI, appendBounded } from './portal-ui.snapshot';

export const TOAST_DURATION_MS = 5000;
export const PROTOCOL_LOG_LIMIT = 200;
// Other histories are bounded too, so a long e2e run cannot grow the page without end.
const HISTORY_LIMIT = 1000;

const KNOWN_TEMPLATES: readonly string[] = ['InviteModal', 'InviteAgentModal', 'CallsTermsModal'];
const CANCELLED: FakeModalResult = { confirmed: false };

export interface PortalUiStoreOptions {
  readonly toastDurationMs?: number;
  readonly now?: () => number;
}

/**
 * The portal's UI as the simulator page shows it. Holds an immutable snapshot (read by
 * React through useSyncExternalStore and by `window.simulator`) and the pending answers
 * of open alerts and modals.
 */
export class PortalUiStore implements FakeHostUi {
  private snapshot: PortalUiSnapshot = EMPTY_PORTAL_UI;
  private readonly listeners = new Set<() => void>();
  private readonly alertResolvers = new Map<number, (answer: boolean) => void>();
  private readonly modalResolvers = new Map<number, (result: FakeModalResult) => void>();
  private nextId = 1;
  private nextAlertAnswer: boolean | null = null;
  private nextModalResult: FakeModalResult | null = null;
  private readonly toastDurationMs: number;
  private readonly now: () => number;

  constructor(options: PortalUiStoreOptions = {}) {
    this.toastDurationMs = options.toastDurationMs ?? TOAST_DURATION_MS;
    this.now = options.now ?? Date.now;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PortalUiSnapshot => this.snapshot;

  toast(toast: { readonly type: string; readonly title?: string; readonly message: string }): void {
    const record: ToastRecord = {
      id: this.nextId++,
      type: toast.type,
      title: toast.title,
      message: toast.message,
      at: this.now(),
      visible: true,
    };
    this.update({ toasts: appendBounded(this.snapshot.toasts, record, HISTORY_LIMIT) });
    setTimeout(() => this.dismissToast(record.id), this.toastDurationMs);
  }

  uploadErrorToast(code: number): void {
    this.toast({ type: 'danger', title: UPLOAD_ERROR_TITLE, message: uploadErrorText(code) });
  }

  dismissToast(id: number): void {
    const toasts = this.snapshot.toasts.map((t) => (t.id === id && t.visible ? { ...t, visible: false } : t));
    this.update({ toasts });
  }

  alert(alert: FakeHostAlert): Promise<boolean> {
    const id = this.nextId++;
    const record: AlertRecord = { id, alert, at: this.now(), answer: null, answeredBy: null };
    this.update({ alerts: appendBounded(this.snapshot.alerts, record, HISTORY_LIMIT) });
    const auto = this.nextAlertAnswer;
    if (auto !== null) {
      this.nextAlertAnswer = null;
      this.settleAlert(id, auto, 'auto');
      return Promise.resolve(auto);
    }
    return new Promise((resolve) => this.alertResolvers.set(id, resolve));
  }

  answerAlert(id: number, answer: boolean): void {
    const resolve = this.alertResolvers.get(id);
    if (!resolve) return;
    this.alertResolvers.delete(id);
    this.settleAlert(id, answer, 'click');
    resolve(answer);
  }

  modal(template: ModalTemplate, content: unknown): Promise<FakeModalResult> {
    const id = this.nextId++;
    const record: ModalRecord = { id, template, content, at: this.now(), result: null, answeredBy: null };
    this.update({ modals: appendBounded(this.snapshot.modals, record, HISTORY_LIMIT) });
    // A template the page cannot show is answered as a cancel rather than left hanging.
    const auto = KNOWN_TEMPLATES.includes(template) ? this.nextModalResult : CANCELLED;
    if (auto !== null) {
      if (auto !== CANCELLED) this.nextModalResult = null;
      this.settleModal(id, auto, 'auto');
      return Promise.resolve(auto);
    }
    return new Promise((resolve) => this.modalResolvers.set(id, resolve));
  }

  answerModal(id: number, result: FakeModalResult): void {
    const resolve = this.modalResolvers.get(id);
    if (!resolve) return;
    this.modalResolvers.delete(id);
    this.settleModal(id, result, 'click');
    resolve(result);
  }

  /** One-shot: answers the next alert without showing it; `null` waits for a click again. */
  setNextAlertAnswer(answer: boolean | null): void {
    this.nextAlertAnswer = answer;
  }

  /** One-shot: answers the next modal without showing it; `null` waits for a click again. */
  setNextModalResult(result: FakeModalResult | null): void {
    this.nextModalResult = result;
  }

  loading(on: boolean): void {
    if (this.snapshot.loading !== on) this.update({ loading: on });
  }

  height(px: number): void {
    if (!Number.isFinite(px) || px < 0) return;
    this.update({ heights: appendBounded(this.snapshot.heights, px, HISTORY_LIMIT) });
  }

  navigated(toUrl: string): void {
    const navigations = appendBounded(
      this.snapshot.navigations,
      { path: toUrl, at: this.now() },
      HISTORY_LIMIT,
    );
    this.update({ navigations, currentPath: toUrl });
  }

  unauthorized(path: string): void {
    this.update({
      unauthorized: appendBounded(this.snapshot.unauthorized, { path, at: this.now() }, HISTORY_LIMIT),
    });
  }

  redirect(redirect: FakeRedirect): void {
    this.update({
      redirects: appendBounded(this.snapshot.redirects, { redirect, at: this.now() }, HISTORY_LIMIT),
    });
  }

  track(payload: unknown): void {
    this.update({ tracks: appendBounded(this.snapshot.tracks, payload, HISTORY_LIMIT) });
  }

  logProtocol(entry: ProtocolRecord): void {
    this.update({ protocol: appendBounded(this.snapshot.protocol, entry, PROTOCOL_LOG_LIMIT) });
  }

  private settleAlert(id: number, answer: boolean, answeredBy: AlertRecord['answeredBy']): void {
    const alerts = this.snapshot.alerts.map((a) => (a.id === id ? { ...a, answer, answeredBy } : a));
    this.update({ alerts });
  }

  private settleModal(id: number, result: FakeModalResult, answeredBy: ModalRecord['answeredBy']): void {
    const modals = this.snapshot.modals.map((m) => (m.id === id ? { ...m, result, answeredBy } : m));
    this.update({ modals });
  }

  private update(change: Partial<PortalUiSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...change };
    for (const listener of this.listeners) listener();
  }
}
