import * as v from 'valibot';
import {
  CALL_ICON_VISIBILITIES,
  CALLBACK_PERMISSION_STATUSES,
  CALLING_STATUSES,
  type PhoneNumberSettings,
} from '../../domain/calls/phone-number-settings.entity';
import { fields, parsedOrNone, readWith, section } from '../shared/answer-schema';

/** One of the backend's values, compared trimmed and upper-cased; anything else is NOT_SET. */
function oneOf<T extends string>(allowed: readonly T[]) {
  return readWith((value): T => {
    const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
    return allowed.find((candidate) => candidate === upper) ?? ('NOT_SET' as T);
  });
}

/** The answer's shape, declared once. */
const PHONE_NUMBER_SETTINGS = fields({
  phoneNumber: v.fallback(v.pipe(v.string(), v.trim()), ''),
  calling: section({
    status: oneOf(CALLING_STATUSES),
    callIconVisibility: oneOf(CALL_ICON_VISIBILITIES),
    callbackPermissionStatus: oneOf(CALLBACK_PERMISSION_STATUSES),
  }),
});

/**
 * The answer of …/phone-number-settings-calling (spec 1 §3): a value the backend does not
 * know yet reads as NOT_SET, so the page shows "disabled" rather than guessing. An answer that is
 * not an object is no settings (undefined), as a number without them.
 */
export function toPhoneNumberSettings(raw: unknown): PhoneNumberSettings | undefined {
  return parsedOrNone(PHONE_NUMBER_SETTINGS, raw)[0];
}
