import { inject, injectable } from 'inversify';
import type { GenericSchema, InferOutput } from 'valibot';
import {
  type AlertRequest,
  type Application,
  type HostGateway,
  type ModalTemplate,
  type ToastRequest,
  type TopWindowRedirect,
  type TrackingPayload,
  type UploadErrorCode,
} from '../../application/shared/host.port';
import { type LoggedUser } from '../../domain/tenant/logged-user.entity';
import { type CurrentTenant } from '../../domain/tenant/tenant.entity';
import { escapeHtml } from '../../domain/shared/html-escape.rule';
import { toSafeHttpsUrl } from '../../domain/shared/safe-url.rule';
import { lazyImport } from '../shared/lazy-import';
import { malformed } from '../shared/command-resource';
import { toCommandFailure } from './host-failure.parser';
import { HostTransport, type HostRequestOptions } from './host-transport';

/**
 * Modals and alerts wait for the person in front of the portal, not for a machine: the
 * default request timeout would cancel a form being filled in, so they get an hour.
 */
const INTERACTIVE: HostRequestOptions = { timeoutMs: 60 * 60 * 1000 };

/**
 * Messages the portal may not answer (neither the spec nor iframe-message-proxy's action list
 * names them) or may answer slowly (getCurrentLanguage): the start-up never waits longer than
 * this for them, and each has a fallback (docs/host-messages.md, issue 20 §4).
 */
export const OPTIONAL_ANSWER_TIMEOUT_MS = 1000;
const OPTIONAL: HostRequestOptions = { timeoutMs: OPTIONAL_ANSWER_TIMEOUT_MS };

/** The host answers' schemas (they carry valibot, see lazy-import.ts), loaded while the portal answers. */
const hostSchemas = lazyImport(() => import('./host-context.schema'));
type HostSchemas = Awaited<ReturnType<typeof hostSchemas.get>>;

/** The host portal's actions (architecture.md §4, spec 1 §7 'Host messages') over HostTransport. */
@injectable()
export class HostGatewayAdapter implements HostGateway {
  constructor(@inject(HostTransport) private readonly transport: HostTransport) {
    hostSchemas.prefetch();
  }

  async getCurrentUser(): Promise<LoggedUser> {
    return this.read(
      (schemas) => schemas.LOGGED_USER,
      'getUserContext getCurrentUser',
      'getUserContext',
      'getCurrentUser',
    );
  }

  async getCurrentTenant(): Promise<CurrentTenant> {
    return this.read(
      (schemas) => schemas.CURRENT_TENANT,
      'getUserContext getCurrentTenant',
      'getUserContext',
      'getCurrentTenant',
    );
  }

  async setCurrentTenant(tenant: CurrentTenant): Promise<void> {
    await this.ask('setCurrentTenant', { tenant });
  }

  async getCurrentLanguage(): Promise<string> {
    const language = await this.ask('getCurrentLanguage', undefined, OPTIONAL);
    if (typeof language !== 'string') throw malformed('getCurrentLanguage');
    return language;
  }

  async getApplicationsByTenant(tenantId: string): Promise<Application[]> {
    return this.read(
      (schemas) => schemas.APPLICATIONS,
      'sendApplicationRequest getApplicationsByTenant',
      'sendApplicationRequest',
      {
        method: 'getApplicationsByTenant',
        args: [tenantId],
      },
    );
  }

  async showModal(template: ModalTemplate, content: Record<string, unknown> = {}): Promise<boolean> {
    const answer = await this.ask('showModal', { ...escapeRendered(content), template }, INTERACTIVE);
    return answer === true;
  }

  async showAlert(alert: AlertRequest): Promise<boolean> {
    const content = {
      variant: alert.variant,
      title: escapeHtml(alert.title),
      body: escapeHtml(alert.body),
      confirm: alert.confirm,
      cancel: alert.cancel,
    };
    return (await this.ask('showAlert', content, INTERACTIVE)) === true;
  }

  async getTenantPlan(tenantId: string): Promise<string> {
    return this.read((schemas) => schemas.PLAN_NAME, 'getTenantPlan', 'getTenantPlan', { tenantId });
  }

  async getTenantUrl(tenantId: string): Promise<string> {
    const url = await this.ask('getTenantUrl', { tenantId });
    if (typeof url !== 'string') throw malformed('getTenantUrl');
    return url;
  }

  /**
   * Waits the default timeout: the start-up waits only OPTIONAL_ANSWER_TIMEOUT_MS for it (the
   * toggles read off meanwhile) and applies a later answer when it comes (issue 35 §2).
   */
  async getFeatureToggles(names: readonly string[]): Promise<Record<string, boolean>> {
    return this.read((schemas) => schemas.toggleRecord(names), 'getFeatureToggles', 'getFeatureToggles', {
      names: [...names],
    });
  }

  toast(toast: ToastRequest): void {
    const content: { type: string; message: string; title?: string } = {
      type: toast.type,
      message: escapeHtml(toast.message),
    };
    if (toast.title !== undefined) content.title = escapeHtml(toast.title);
    this.transport.fire('toast', content);
  }

  showUploadErrorToast(code: UploadErrorCode): void {
    this.transport.fire('showUploadErrorToast', { code });
  }

  startLoading(): void {
    this.transport.fire('startLoading');
  }

  stopLoading(): void {
    this.transport.fire('stopLoading');
  }

  heightChange(heightPx: number): void {
    if (!Number.isFinite(heightPx) || heightPx < 0) return;
    this.transport.fire('heightChange', Math.ceil(heightPx));
  }

  stateChangeSuccess(toUrl: string): void {
    this.transport.fire('stateChangeSuccess', { toUrl });
  }

  unauthorizedAccess(path: string): void {
    this.transport.fire('unauthorizedAccess', { path });
  }

  redirectToApplicationList(): void {
    this.transport.fire('redirectProcessor', { action: 'redirectToApplicationList' });
  }

  /**
   * A request, not fire-and-forget, so that a portal that does not know the message can be told
   * from one that took it: a portal that navigates unloads this frame (and the wait with it), one
   * that answers took it; silence or an error reply within the short wait sends the spec's
   * redirectProcessor instead (docs/decisions/shell-and-access.md, 'A top-window redirect the portal may not know').
   */
  async redirectTopWindow(url: string): Promise<TopWindowRedirect> {
    const safe = toSafeHttpsUrl(url);
    if (safe === null) return 'refused';
    try {
      await this.transport.request<unknown>('redirectTopWindow', { url: safe }, OPTIONAL);
      return 'redirected';
    } catch {
      this.redirectToApplicationList();
      return 'application-list';
    }
  }

  track(payload: TrackingPayload): void {
    this.transport.fire('segment', { ...payload });
  }

  /**
   * Asks, and reads the answer with its schema (loaded in parallel with the question); a bad
   * answer is a MalformedAnswer naming `what`.
   */
  private async read<TSchema extends GenericSchema>(
    schemaOf: (schemas: HostSchemas) => TSchema,
    what: string,
    action: string,
    content?: unknown,
    options?: HostRequestOptions,
  ): Promise<InferOutput<TSchema>> {
    const [raw, schemas] = await Promise.all([this.ask(action, content, options), hostSchemas.get(action)]);
    return schemas.readAnswer(schemaOf(schemas), raw, what);
  }

  private async ask(action: string, content?: unknown, options?: HostRequestOptions): Promise<unknown> {
    try {
      return await this.transport.request<unknown>(action, content, options);
    } catch (error) {
      throw toCommandFailure(error, action, 'host');
    }
  }
}

/** The fields a portal modal renders as HTML; other content (ids, flags) passes unchanged. */
function escapeRendered(content: Record<string, unknown>): Record<string, unknown> {
  const escaped: Record<string, unknown> = { ...content };
  for (const key of ['title', 'body'] as const) {
    const value = content[key];
    if (typeof value === 'string') escaped[key] = escapeHtml(value);
  }
  return escaped;
}
