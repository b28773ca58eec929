/** Keys (and event names) of this many characters or more trigger a warning (spec 1 §5, §9). */
export const TRACK_KEY_LENGTH_LIMIT = 65;

export interface TrackingInput {
  readonly plan: string | undefined;
  /** The logged user's identity as the analytics service knows it (e-mail). */
  readonly user: string;
  readonly tenantId: string;
  readonly organizationName: string;
  readonly organizationUrl: string;
  /** The moment (or reference month) of the event; sent as 'MM-YYYY' in UTC. */
  readonly date: Date;
  readonly planStatus: string | undefined;
  readonly action: string;
  readonly origin: string;
  /** Event detail (period, filter, tab…): not product contract, sent as given. */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** The tracking payload of spec 1 §1 and spec 3 §3.10. */
export interface TrackingPayload {
  readonly plan: string | undefined;
  readonly user: string;
  readonly tenantId: string;
  readonly organizationName: string;
  readonly organizationUrl: string;
  readonly date: string;
  readonly planStatus: string | undefined;
  readonly action: string;
  readonly origin: string;
  readonly [field: string]: unknown;
}

/** 'MM-YYYY' in UTC, the time zone every date of the product uses (spec 1 §9). */
export function trackingMonth(date: Date): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${month}-${date.getUTCFullYear()}`;
}

export function buildTrackingPayload(input: TrackingInput): TrackingPayload {
  const { extra, date, ...fields } = input;
  // Extras come first so they can never overwrite a contract field.
  return { ...extra, ...fields, date: trackingMonth(date) };
}

/**
 * Keys of 65 or more characters: every property name, and the action, which is the
 * event's key in the analytics service. The caller logs a warning for each.
 */
export function longTrackingKeys(payload: TrackingPayload): string[] {
  const candidates = [...Object.keys(payload), payload.action];
  const long = candidates.filter((key) => key.length >= TRACK_KEY_LENGTH_LIMIT);
  return [...new Set(long)];
}
