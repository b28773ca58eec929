import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_SETTINGS } from '../../../src/infrastructure/calls/calls.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';

const toPhoneNumberSettings = (answer: unknown) =>
  readAnswer(PHONE_NUMBER_SETTINGS, answer, 'phone number settings');

// This answer has no field the page cannot do without: a bad answer is no settings (the number
// reads as without them), never an error, and an unknown value reads as NOT_SET.
describe('issue 36 §3: the phone number settings schema (spec 1 §3)', () => {
  it('an answer that is not an object is no settings', () => {
    expect(toPhoneNumberSettings('x')).toBeUndefined();
    expect(toPhoneNumberSettings([{ phoneNumber: '1' }])).toBeUndefined();
  });

  it('values compare trimmed and upper-cased; unknown values and a missing calling are NOT_SET', () => {
    expect(
      toPhoneNumberSettings({
        phoneNumber: ' 5531 ',
        calling: { status: ' enabled ', callIconVisibility: 'SOON' },
      }),
    ).toEqual({
      phoneNumber: '5531',
      calling: { status: 'ENABLED', callIconVisibility: 'NOT_SET', callbackPermissionStatus: 'NOT_SET' },
    });
    expect(toPhoneNumberSettings({ calling: 3 })?.calling.status).toBe('NOT_SET');
  });
});
