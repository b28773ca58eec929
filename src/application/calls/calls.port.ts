import type { CallingChange, PhoneNumberSettings } from '../../domain/calls/phone-number-settings.entity';

/** Calls through the host's application requests and the portal service (spec 1 §7 'Calls'). */
export const CallsGateway = Symbol.for('CallsGateway');
export interface CallsGateway {
  /** getCallsTerms(tenantId): accepted when the answer holds resource.tenantId; 67 is "not yet". */
  areTermsAccepted(tenantId: string): Promise<boolean>;
  /** GET /applications/{shortName}@{domain}/phone-number-settings-calling; 67 is undefined. */
  getPhoneNumberSettings(shortName: string): Promise<PhoneNumberSettings | undefined>;
  /**
   * setApplicationPhoneNumberSettings; rejects with a CommandFailure whose code is the answer's
   * reason.code (21: channel not configured) when the backend did not save.
   */
  changeCalling(tenantId: string, applicationIdentity: string, change: CallingChange): Promise<void>;
}
