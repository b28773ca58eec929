import type { ModalTemplate } from '../../src/application/shared/host.port';
import type { FakeHostAlert, FakeHostUi, FakeModalResult, FakeRedirect } from './fake-host.contract';

export interface RecordedToast {
  readonly type: string;
  readonly title?: string;
  readonly message: string;
}

export interface RecordedModal {
  readonly template: ModalTemplate;
  readonly content: unknown;
  readonly result: FakeModalResult;
}

export interface RecordedAlert {
  readonly alert: FakeHostAlert;
  readonly answer: boolean;
}

/**
 * The portal's UI without a screen (memory profile, tests): records what the module
 * asked for and answers alerts and modals from queues. With nothing queued, alerts are
 * confirmed and modals cancelled, so nothing changes unless a test says so.
 */
export class HeadlessHostUi implements FakeHostUi {
  readonly toasts: RecordedToast[] = [];
  readonly uploadErrorToasts: number[] = [];
  readonly alerts: RecordedAlert[] = [];
  readonly modals: RecordedModal[] = [];
  readonly redirects: FakeRedirect[] = [];
  readonly heights: number[] = [];
  readonly navigations: string[] = [];
  readonly unauthorizedPaths: string[] = [];
  readonly tracks: unknown[] = [];
  isLoading = false;
  private readonly alertAnswers: boolean[] = [];
  private readonly modalAnswers: FakeModalResult[] = [];

  constructor(
    private readonly defaults: { readonly alert: boolean; readonly modal: FakeModalResult } = {
      alert: true,
      modal: { confirmed: false },
    },
  ) {}

  /** The next alerts' answers, in order. */
  answerAlerts(...answers: boolean[]): this {
    this.alertAnswers.push(...answers);
    return this;
  }

  /** The next modals' results, in order. */
  answerModals(...results: FakeModalResult[]): this {
    this.modalAnswers.push(...results);
    return this;
  }

  toast(toast: { readonly type: string; readonly title?: string; readonly message: string }): void {
    this.toasts.push({ ...toast });
  }

  uploadErrorToast(code: number): void {
    this.uploadErrorToasts.push(code);
  }

  alert(alert: FakeHostAlert): Promise<boolean> {
    const answer = this.alertAnswers.shift() ?? this.defaults.alert;
    this.alerts.push({ alert: { ...alert }, answer });
    return Promise.resolve(answer);
  }

  modal(template: ModalTemplate, content: unknown): Promise<FakeModalResult> {
    const result = this.modalAnswers.shift() ?? this.defaults.modal;
    this.modals.push({ template, content, result });
    return Promise.resolve(result);
  }

  loading(on: boolean): void {
    this.isLoading = on;
  }

  height(px: number): void {
    this.heights.push(px);
  }

  navigated(toUrl: string): void {
    this.navigations.push(toUrl);
  }

  unauthorized(path: string): void {
    this.unauthorizedPaths.push(path);
  }

  redirect(redirect: FakeRedirect): void {
    this.redirects.push(redirect);
  }

  track(payload: unknown): void {
    this.tracks.push(payload);
  }
}
