import { describe, expect, it } from 'vitest';
import {
  callbackPermissionChange,
  callsChange,
  isCallBackPermissionEnabled,
  isCallingEnabled,
  isCallingIconVisible,
  numberStatus,
  callIconVisibilityChange,
  withCallingChange,
  type CallsBot,
} from '../../../src/domain/calls/calls-bot.entity';
import type { CallingSettings } from '../../../src/domain/calls/phone-number-settings.entity';

const settings = (calling: Partial<CallingSettings>) => ({
  phoneNumber: '+55 11 98765-4321',
  calling: {
    status: 'NOT_SET',
    callIconVisibility: 'NOT_SET',
    callbackPermissionStatus: 'NOT_SET',
    ...calling,
  } as const,
});

const bot = (overrides: Partial<CallsBot> = {}): CallsBot => ({
  id: 'faq1',
  shortName: 'faq1',
  name: 'FAQ',
  imageUri: undefined,
  hasPermission: true,
  identity: 'faq1@msging.net',
  settings: undefined,
  stateKnown: true,
  ...overrides,
});

describe("Calls bot (spec 1 §3 'Calls bot', §4 'Calls')", () => {
  it('spec 1 §3: isCallingEnabled when calling.status is ENABLED', () => {
    expect(isCallingEnabled(settings({ status: 'ENABLED' }))).toBe(true);
    expect(isCallingEnabled(settings({ status: 'DISABLED' }))).toBe(false);
    expect(isCallingEnabled(settings({ status: 'NOT_SET' }))).toBe(false);
    expect(isCallingEnabled(undefined)).toBe(false);
  });

  it('spec 1 §3: isCallingIconVisible when callIconVisibility is DEFAULT or NOT_SET', () => {
    expect(isCallingIconVisible(settings({ callIconVisibility: 'DEFAULT' }))).toBe(true);
    expect(isCallingIconVisible(settings({ callIconVisibility: 'NOT_SET' }))).toBe(true);
    expect(isCallingIconVisible(settings({ callIconVisibility: 'DISABLE_ALL' }))).toBe(false);
  });

  it('spec 1 §3: isCallBackPermissionEnabled when callbackPermissionStatus is ENABLED', () => {
    expect(isCallBackPermissionEnabled(settings({ callbackPermissionStatus: 'ENABLED' }))).toBe(true);
    expect(isCallBackPermissionEnabled(settings({ callbackPermissionStatus: 'DISABLED' }))).toBe(false);
  });

  it('spec 1 §4: enable sets ENABLED, disable sets DISABLED (calls and call permission request)', () => {
    expect(callsChange(true)).toEqual({ status: 'ENABLED' });
    expect(callsChange(false)).toEqual({ status: 'DISABLED' });
    expect(callbackPermissionChange(true)).toEqual({ callbackPermissionStatus: 'ENABLED' });
    expect(callbackPermissionChange(false)).toEqual({ callbackPermissionStatus: 'DISABLED' });
  });

  it('spec 1 §4: a change keeps the other fields; a bot without settings gets NOT_SET for the rest', () => {
    const saved = withCallingChange(bot({ settings: settings({ callbackPermissionStatus: 'ENABLED' }) }), {
      status: 'ENABLED',
    });
    expect(saved.settings?.calling).toEqual({
      status: 'ENABLED',
      callIconVisibility: 'NOT_SET',
      callbackPermissionStatus: 'ENABLED',
    });
    expect(saved.settings?.phoneNumber).toBe('+55 11 98765-4321');
    expect(withCallingChange(bot(), { status: 'DISABLED' }).settings?.calling.callbackPermissionStatus).toBe(
      'NOT_SET',
    );
  });

  it("spec 1 §2: the 'Current number status' shows calls, number, call permission request and the call icon, or no data", () => {
    expect(numberStatus(bot())).toBeUndefined();
    expect(numberStatus(withCallingChange(bot(), { status: 'ENABLED' }))).toBeUndefined();
    expect(
      numberStatus(bot({ settings: settings({ status: 'ENABLED', callbackPermissionStatus: 'DISABLED' }) })),
    ).toEqual({
      callsEnabled: true,
      phoneNumber: '+55 11 98765-4321',
      callbackPermissionEnabled: false,
      callIconVisible: true,
    });
  });

  it("spec 1 §4 'Calls': the call icon visible sets DEFAULT, hidden sets DISABLE_ALL", () => {
    expect(callIconVisibilityChange(true)).toEqual({ callIconVisibility: 'DEFAULT' });
    expect(callIconVisibilityChange(false)).toEqual({ callIconVisibility: 'DISABLE_ALL' });
    const hidden = withCallingChange(bot({ settings: settings({}) }), callIconVisibilityChange(false));
    expect(numberStatus(hidden)?.callIconVisible).toBe(false);
  });
});
