import type {
  AlertRequest,
  Application,
  HostGateway,
  ModalTemplate,
  ToastRequest,
  TopWindowRedirect,
  TrackingPayload,
  UploadErrorCode,
} from '../../src/application/shared/host.port';
import type { LoggedUser } from '../../src/domain/tenant/logged-user.entity';
import type { CurrentTenant } from '../../src/domain/tenant/tenant.entity';
import { makeTenant, makeUser } from '../presentation/shared/fakes';

/** What the fake answers to a request: a value, or a function of the request's arguments. */
export type Answer<T, Args extends unknown[] = []> = T | ((...args: Args) => Promise<T>);

/** An answer that fails with `error` (a rejected promise, made only when asked). */
export const rejecting = (error: unknown) => (): Promise<never> => Promise.reject(error);

function answer<T, Args extends unknown[]>(given: Answer<T, Args>, ...args: Args): Promise<T> {
  return typeof given === 'function'
    ? (given as (...args: Args) => Promise<T>)(...args)
    : Promise.resolve(given);
}

export interface FakeHostAnswers {
  user: Answer<LoggedUser>;
  tenant: Answer<CurrentTenant>;
  language: Answer<string>;
  setCurrentTenantResult: Answer<void, [CurrentTenant]>;
  applications: Answer<Application[], [string]>;
  modalAnswer: Answer<boolean, [ModalTemplate, Record<string, unknown> | undefined]>;
  alertAnswer: Answer<boolean, [AlertRequest]>;
  plan: Answer<string, [string]>;
  tenantUrl: Answer<string, [string]>;
  toggles: Answer<Record<string, boolean>, [readonly string[]]>;
  topWindowAnswer: Answer<TopWindowRedirect, [string]>;
}

/**
 * The tests' one HostGateway: it records every call and what each one carried, and answers every
 * request with what the test configured (`new FakeHostGateway({ language: 'pt' })`, or a field set
 * later). By default: the 'Acme Corp' user and tenant in English, no applications, modals and
 * alerts dismissed, the 'Business' plan, and a top-window redirect the portal refuses.
 */
export class FakeHostGateway implements HostGateway {
  user: FakeHostAnswers['user'] = makeUser();
  tenant: FakeHostAnswers['tenant'] = makeTenant();
  language: FakeHostAnswers['language'] = 'en';
  setCurrentTenantResult: FakeHostAnswers['setCurrentTenantResult'] = undefined;
  applications: FakeHostAnswers['applications'] = [];
  modalAnswer: FakeHostAnswers['modalAnswer'] = false;
  /** Answers the next alerts, in order, before `alertAnswer`. */
  alertAnswers: boolean[] = [];
  alertAnswer: FakeHostAnswers['alertAnswer'] = false;
  plan: FakeHostAnswers['plan'] = 'Business';
  tenantUrl: FakeHostAnswers['tenantUrl'] = 'https://acme.example.com';
  toggles: FakeHostAnswers['toggles'] = {};
  /** For an https URL; any other the portal is never sent and 'refused' (as the real adapter). */
  topWindowAnswer: FakeHostAnswers['topWindowAnswer'] = 'refused';

  /** Every method called, by name, in order. */
  readonly calls: string[] = [];
  readonly currentTenants: CurrentTenant[] = [];
  readonly modals: ModalTemplate[] = [];
  readonly alerts: AlertRequest[] = [];
  readonly toasts: ToastRequest[] = [];
  readonly uploadErrors: UploadErrorCode[] = [];
  readonly loading: ('start' | 'stop')[] = [];
  readonly heights: number[] = [];
  readonly navigations: string[] = [];
  readonly unauthorized: string[] = [];
  applicationListRedirects = 0;
  /** Every URL the top window was asked to go to, https or not. */
  readonly topRedirects: string[] = [];
  readonly tracks: TrackingPayload[] = [];

  constructor(answers: Partial<FakeHostAnswers> = {}) {
    Object.assign(this, answers);
  }

  getCurrentUser(): Promise<LoggedUser> {
    this.calls.push('getCurrentUser');
    return answer(this.user);
  }
  getCurrentTenant(): Promise<CurrentTenant> {
    this.calls.push('getCurrentTenant');
    return answer(this.tenant);
  }
  setCurrentTenant(tenant: CurrentTenant): Promise<void> {
    this.calls.push('setCurrentTenant');
    this.currentTenants.push(tenant);
    return answer(this.setCurrentTenantResult, tenant);
  }
  getCurrentLanguage(): Promise<string> {
    this.calls.push('getCurrentLanguage');
    return answer(this.language);
  }
  getApplicationsByTenant(tenantId: string): Promise<Application[]> {
    this.calls.push('getApplicationsByTenant');
    return answer(this.applications, tenantId);
  }
  showModal(template: ModalTemplate, content?: Record<string, unknown>): Promise<boolean> {
    this.calls.push('showModal');
    this.modals.push(template);
    return answer(this.modalAnswer, template, content);
  }
  showAlert(alert: AlertRequest): Promise<boolean> {
    this.calls.push('showAlert');
    this.alerts.push(alert);
    const next = this.alertAnswers.shift();
    return next === undefined ? answer(this.alertAnswer, alert) : Promise.resolve(next);
  }
  getTenantPlan(tenantId: string): Promise<string> {
    this.calls.push('getTenantPlan');
    return answer(this.plan, tenantId);
  }
  getTenantUrl(tenantId: string): Promise<string> {
    this.calls.push('getTenantUrl');
    return answer(this.tenantUrl, tenantId);
  }
  getFeatureToggles(names: readonly string[]): Promise<Record<string, boolean>> {
    this.calls.push('getFeatureToggles');
    return answer(this.toggles, names);
  }
  toast(toast: ToastRequest): void {
    this.calls.push('toast');
    this.toasts.push(toast);
  }
  showUploadErrorToast(code: UploadErrorCode): void {
    this.calls.push('showUploadErrorToast');
    this.uploadErrors.push(code);
  }
  startLoading(): void {
    this.calls.push('startLoading');
    this.loading.push('start');
  }
  stopLoading(): void {
    this.calls.push('stopLoading');
    this.loading.push('stop');
  }
  heightChange(heightPx: number): void {
    this.calls.push('heightChange');
    this.heights.push(heightPx);
  }
  stateChangeSuccess(toUrl: string): void {
    this.calls.push('stateChangeSuccess');
    this.navigations.push(toUrl);
  }
  unauthorizedAccess(path: string): void {
    this.calls.push('unauthorizedAccess');
    this.unauthorized.push(path);
  }
  redirectToApplicationList(): void {
    this.calls.push('redirectToApplicationList');
    this.applicationListRedirects += 1;
  }
  redirectTopWindow(url: string): Promise<TopWindowRedirect> {
    this.calls.push('redirectTopWindow');
    this.topRedirects.push(url);
    return url.startsWith('https://') ? answer(this.topWindowAnswer, url) : Promise.resolve('refused');
  }
  track(payload: TrackingPayload): void {
    this.calls.push('track');
    this.tracks.push(payload);
  }
}
