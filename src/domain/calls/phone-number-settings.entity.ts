/** spec 1 §3 'Phone number settings' and §4 'Calls' states. */
export const CALLING_STATUSES = ['NOT_SET', 'ENABLED', 'DISABLED'] as const;
export type CallingStatus = (typeof CALLING_STATUSES)[number];

export const CALL_ICON_VISIBILITIES = ['NOT_SET', 'DEFAULT', 'DISABLE_ALL'] as const;
export type CallIconVisibility = (typeof CALL_ICON_VISIBILITIES)[number];

export const CALLBACK_PERMISSION_STATUSES = ['NOT_SET', 'ENABLED', 'DISABLED'] as const;
export type CallbackPermissionStatus = (typeof CALLBACK_PERMISSION_STATUSES)[number];

export interface CallingSettings {
  readonly status: CallingStatus;
  readonly callIconVisibility: CallIconVisibility;
  readonly callbackPermissionStatus: CallbackPermissionStatus;
}

export interface PhoneNumberSettings {
  readonly phoneNumber: string;
  readonly calling: CallingSettings;
}

/** What one write changes (setApplicationPhoneNumberSettings sends only these fields). */
export type CallingChange = Partial<CallingSettings>;

export const NOT_SET_CALLING: CallingSettings = {
  status: 'NOT_SET',
  callIconVisibility: 'NOT_SET',
  callbackPermissionStatus: 'NOT_SET',
};

/** spec 1 §8 'Calls': reason.code 21 — the messaging app's channel is not configured for the bot. */
export const CHANNEL_NOT_CONFIGURED_CODE = 21;
