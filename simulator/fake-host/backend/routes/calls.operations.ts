import type { FakeBackendContext } from '../backend-context';
import type { FakeCallingSettings } from '../dataset/fake-data';
import { phoneNumberSettings } from '../dataset/phone-number-settings';
import { invalidArgument, notFound } from '../fake-host.error';
import { requirePermittedBot } from './bot-directory';
import { isRecord, requireTenant } from './route-helpers';

const STATUSES = ['NOT_SET', 'ENABLED', 'DISABLED'];
const CALLING_FIELDS: Readonly<Record<keyof FakeCallingSettings, readonly string[]>> = {
  status: STATUSES,
  callIconVisibility: ['NOT_SET', 'DEFAULT', 'DISABLE_ALL'],
  callbackPermissionStatus: STATUSES,
};

/** The portal's reason code when the bot has no WhatsApp channel (spec 1 §8 'Calls'). */
export const CHANNEL_NOT_CONFIGURED = 21;

/** What the portal resolves setApplicationPhoneNumberSettings with: failures are answers too. */
export type PhoneNumberSettingsAnswer =
  | { readonly status: 'success'; readonly resource: { readonly success: true } }
  | {
      readonly status: 'failure';
      readonly resource: { readonly success: false };
      readonly reason: { readonly code: number; readonly description: string };
    };

/** getCallsTerms: the acceptance, or 67 while the contract has not accepted them (spec 1 §3). */
export function callsTermsOf(context: FakeBackendContext, tenantId: unknown): unknown {
  if (typeof tenantId !== 'string' || tenantId === '') throw invalidArgument('tenantId is required');
  const tenant = requireTenant(context, tenantId);
  const terms = context.data.callsTerms;
  if (!terms.accepted) throw notFound(`calls terms of tenant '${tenant.id}'`);
  return { resource: { tenantId: tenant.id, acceptedAt: terms.acceptedAt, acceptedBy: terms.acceptedBy } };
}

/** `settings.calling`: one or more known fields, each with one of its values. */
function readCalling(settings: unknown): Partial<FakeCallingSettings> {
  const calling = isRecord(settings) ? settings['calling'] : undefined;
  if (!isRecord(calling)) throw invalidArgument('settings.calling must be an object');
  const entries = Object.entries(calling);
  if (entries.length === 0) throw invalidArgument('settings.calling has nothing to change');
  for (const [key, value] of entries) {
    const allowed = Object.hasOwn(CALLING_FIELDS, key)
      ? CALLING_FIELDS[key as keyof FakeCallingSettings]
      : [];
    if (typeof value !== 'string' || !allowed.includes(value)) {
      throw invalidArgument(`calling.${key} cannot be '${String(value)}'`);
    }
  }
  return calling as Partial<FakeCallingSettings>;
}

/**
 * setApplicationPhoneNumberSettings ({ tenantId, applicationIdentity, settings }): merges the
 * given calling fields. A bot without a WhatsApp channel is answered, not thrown: code 21.
 */
export function updatePhoneNumberSettings(
  context: FakeBackendContext,
  request: unknown,
): PhoneNumberSettingsAnswer {
  if (!isRecord(request)) throw invalidArgument('the request must be an object');
  const { tenantId, applicationIdentity, settings } = request;
  if (typeof tenantId !== 'string' || tenantId === '') throw invalidArgument('tenantId is required');
  if (typeof applicationIdentity !== 'string' || applicationIdentity === '') {
    throw invalidArgument('applicationIdentity is required');
  }
  const changes = readCalling(settings);
  requireTenant(context, tenantId);
  const bot = requirePermittedBot(context, applicationIdentity);
  const current = phoneNumberSettings(context).get(bot.shortName);
  if (current === undefined) {
    return {
      status: 'failure',
      resource: { success: false },
      reason: { code: CHANNEL_NOT_CONFIGURED, description: 'WhatsApp channel not configured for this bot' },
    };
  }
  Object.assign(current.calling, changes);
  return { status: 'success', resource: { success: true } };
}
