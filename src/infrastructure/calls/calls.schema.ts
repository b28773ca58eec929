import * as v from 'valibot';
import {
  CALL_ICON_VISIBILITIES,
  CALLBACK_PERMISSION_STATUSES,
  CALLING_STATUSES,
  type PhoneNumberSettings,
} from '../../domain/calls/phone-number-settings.entity';
import { fields, filledText, readWith, section, strictTrue } from '../shared/answer-schema';

/** The answers of spec 1 §7 'Calls', each shape declared once below with its mapping (issue 36 §3). */

/** One of the backend's values, compared trimmed and upper-cased; anything else is NOT_SET. */
function oneOf<T extends string>(allowed: readonly T[]) {
  return readWith((value): T => {
    const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
    return allowed.find((candidate) => candidate === upper) ?? ('NOT_SET' as T);
  });
}

const SETTINGS = fields({
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
 * not an object is no settings (undefined), as a number without them: it never fails.
 */
export const PHONE_NUMBER_SETTINGS = v.fallback(
  v.pipe(
    SETTINGS,
    v.transform((settings): PhoneNumberSettings | undefined => settings),
  ),
  undefined,
);

/** The terms as sent: `{ resource: terms }`, or the terms themselves. */
const TERMS = fields({ tenantId: filledText });

/** spec 1 §3 'Calls terms': the presence of resource.tenantId means accepted; anything else is not. */
export const TERMS_ACCEPTED = v.fallback(
  v.pipe(
    v.union([
      v.pipe(
        fields({ resource: TERMS }),
        v.transform(({ resource }) => resource),
      ),
      TERMS,
    ]),
    v.transform(({ tenantId }) => tenantId !== ''),
  ),
  false,
);

/** spec 1 §7: → resource.success and reason.code; anything but a success is a failure. */
export const CALLING_CHANGED = v.pipe(
  section({ resource: section({ success: strictTrue }) }),
  v.transform(({ resource }) => resource.success),
);
