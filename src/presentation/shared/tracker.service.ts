import { inject, injectable } from 'inversify';
import { Clock } from '../../application/shared/clock.port';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import type { Session } from '../../domain/access/session';
import { buildTrackingPayload, longTrackingKeys } from '../../domain/shared/tracking.rule';
import { SessionStore } from '../shell/session.store';

export const TRACKING_LOG_TOGGLE = 'billing-tracking-log';

/**
 * Sends usage events through the host (spec 1 §1) with the payload fields of the spec.
 * The organisation URL comes from the host once per session; events never wait on the UI.
 */
@injectable()
export class Tracker {
  private readonly organizationUrls = new WeakMap<Session, Promise<string>>();

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /** Resolves once the event was handed to the host (or dropped for want of a session). */
  async track(
    action: string,
    origin: string,
    extra?: Readonly<Record<string, unknown>>,
    /** The reports' events carry the chosen month and the plan status (spec 3 §3.10). */
    context: { readonly date?: Date; readonly planStatus?: string } = {},
  ): Promise<void> {
    const session = this.sessionStore.session;
    if (session === undefined) return;
    const date = context.date ?? this.clock.now();
    const organizationUrl = await this.organizationUrlOf(session);
    const payload = buildTrackingPayload({
      plan: session.planName ?? session.tenant.plan,
      user: session.user.email,
      tenantId: session.tenant.id,
      organizationName: session.tenant.name,
      organizationUrl,
      date,
      planStatus: context.planStatus,
      action,
      origin,
      ...(extra === undefined ? {} : { extra }),
    });
    // spec 1 §5: a tracking key of 65 or more characters triggers a warning.
    for (const key of longTrackingKeys(payload)) {
      this.logger.warn(`Tracking key of ${key.length} characters (limit 65)`, { key, action });
    }
    // Spec 3 §9: 'billing-tracking-log' turns on the tracking logs (each event, in the console).
    if (this.sessionStore.accessContext.isToggleOn(TRACKING_LOG_TOGGLE)) {
      this.logger.info(`Tracking ${action}`, payload);
    }
    this.host.track(payload);
  }

  private organizationUrlOf(session: Session): Promise<string> {
    const cached = this.organizationUrls.get(session);
    if (cached !== undefined) return cached;
    const pending = this.host.getTenantUrl(session.tenant.id).catch((error: unknown) => {
      this.logger.warn('Organisation URL unavailable for tracking', error);
      return '';
    });
    this.organizationUrls.set(session, pending);
    return pending;
  }
}
