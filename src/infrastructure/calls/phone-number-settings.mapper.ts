import {
  CALL_ICON_VISIBILITIES,
  CALLBACK_PERMISSION_STATUSES,
  CALLING_STATUSES,
  type PhoneNumberSettings,
} from '../../domain/calls/phone-number-settings.entity';
import { isFields } from '../shared/command-resource';

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T {
  const upper = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return allowed.find((candidate) => candidate === upper) ?? ('NOT_SET' as T);
}

/**
 * The answer of …/phone-number-settings-calling (spec 1 §3): a value the backend does not
 * know yet reads as NOT_SET, so the page shows "disabled" rather than guessing.
 */
export function toPhoneNumberSettings(raw: unknown): PhoneNumberSettings | undefined {
  if (!isFields(raw)) return undefined;
  const calling = isFields(raw['calling']) ? raw['calling'] : {};
  return {
    phoneNumber: typeof raw['phoneNumber'] === 'string' ? raw['phoneNumber'].trim() : '',
    calling: {
      status: oneOf(calling['status'], CALLING_STATUSES),
      callIconVisibility: oneOf(calling['callIconVisibility'], CALL_ICON_VISIBILITIES),
      callbackPermissionStatus: oneOf(calling['callbackPermissionStatus'], CALLBACK_PERMISSION_STATUSES),
    },
  };
}
