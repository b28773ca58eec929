import { ErrorCode, StandardResolutionReasons } from '@openfeature/web-sdk';
import { describe, expect, it } from 'vitest';
import { StaticToggleProvider } from '../../../src/infrastructure/shared/static-toggle.provider';

describe('StaticToggleProvider', () => {
  it('resolves from AppSettings.FEATURE_TOGGLES with a STATIC reason', () => {
    const provider = new StaticToggleProvider({ 'pipeline-enable': true, 'tenant-calls-settings': false });
    expect(provider.resolveBooleanEvaluation('pipeline-enable', false)).toEqual({
      value: true,
      reason: StandardResolutionReasons.STATIC,
    });
    expect(provider.resolveBooleanEvaluation('tenant-calls-settings', true).value).toBe(false);
  });

  it('unknown flags → the default with FLAG_NOT_FOUND', () => {
    expect(new StaticToggleProvider({}).resolveBooleanEvaluation('x', false)).toMatchObject({
      value: false,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
    });
  });

  it('keeps its own copy of the settings', () => {
    const values: Record<string, boolean> = { a: true };
    const provider = new StaticToggleProvider(values);
    values['a'] = false;
    expect(provider.resolveBooleanEvaluation('a', false).value).toBe(true);
  });
});
