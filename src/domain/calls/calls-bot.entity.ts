import type { BotApplication } from '../shared/bot.entity';
import type { CallingChange, CallingSettings, PhoneNumberSettings } from './phone-number-settings.entity';
import { NOT_SET_CALLING } from './phone-number-settings.entity';

/** spec 1 §3 'Calls bot': the application with its identity and phone number settings. */
export interface CallsBot extends BotApplication {
  /** '{shortName}@{messaging domain}'. */
  readonly identity: string;
  /** undefined: nothing known for the bot (no number, its lookup failed, or not read yet). */
  readonly settings: PhoneNumberSettings | undefined;
  /** Issue 34: its settings lookup answered (with settings or without); until then it is loading. */
  readonly stateKnown: boolean;
}

/** spec 1 §3 derived: calling.status is ENABLED. */
export function isCallingEnabled(settings: PhoneNumberSettings | undefined): boolean {
  return settings?.calling.status === 'ENABLED';
}

/** spec 1 §3 derived: calling.callIconVisibility is DEFAULT or NOT_SET. */
export function isCallingIconVisible(settings: PhoneNumberSettings | undefined): boolean {
  const visibility = settings?.calling.callIconVisibility;
  return visibility === 'DEFAULT' || visibility === 'NOT_SET';
}

/** spec 1 §3 derived: calling.callbackPermissionStatus is ENABLED. */
export function isCallBackPermissionEnabled(settings: PhoneNumberSettings | undefined): boolean {
  return settings?.calling.callbackPermissionStatus === 'ENABLED';
}

/** spec 1 §4: enable sets ENABLED, disable sets DISABLED. */
export function callsChange(enabled: boolean): CallingChange {
  return { status: enabled ? 'ENABLED' : 'DISABLED' };
}

export function callbackPermissionChange(enabled: boolean): CallingChange {
  return { callbackPermissionStatus: enabled ? 'ENABLED' : 'DISABLED' };
}

/** spec 1 §4 'Calls': visible sets DEFAULT, hidden sets DISABLE_ALL. */
export function callIconVisibilityChange(visible: boolean): CallingChange {
  return { callIconVisibility: visible ? 'DEFAULT' : 'DISABLE_ALL' };
}

/** The bot as it is once `change` is saved; a bot without settings gets NOT_SET for the rest. */
export function withCallingChange(bot: CallsBot, change: CallingChange): CallsBot {
  const calling: CallingSettings = { ...(bot.settings?.calling ?? NOT_SET_CALLING), ...change };
  return { ...bot, settings: { phoneNumber: bot.settings?.phoneNumber ?? '', calling } };
}

/** The 'Current number status' modal (spec 1 §2): undefined (nothing known, no number) → 'No information available…'. */
export interface NumberStatus {
  readonly callsEnabled: boolean;
  readonly phoneNumber: string;
  /** spec 1 §3 isCallingIconVisible: DEFAULT or NOT_SET. */
  readonly callIconVisible: boolean;
  readonly callbackPermissionEnabled: boolean;
}

export function numberStatus(bot: CallsBot): NumberStatus | undefined {
  const settings = bot.settings;
  // A bot whose settings were never read has no number to show, even after a change saved here.
  if (settings === undefined || settings.phoneNumber === '') return undefined;
  return {
    callsEnabled: isCallingEnabled(settings),
    phoneNumber: settings.phoneNumber,
    callbackPermissionEnabled: isCallBackPermissionEnabled(settings),
    callIconVisible: isCallingIconVisible(settings),
  };
}
