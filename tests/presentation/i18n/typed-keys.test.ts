import { describe, expect, expectTypeOf, it } from 'vitest';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import type { TextKey } from '../../../src/presentation/i18n/texts';
import type { Texts } from '../../../src/presentation/shared/texts.port';
import { TEST_RESOURCES } from './test-resources';

// `tsc` checks this file with the tests: each @ts-expect-error below must stay an error.
const texts: Texts = createI18n('en', TEST_RESOURCES);

describe('typed text keys (issue 36 §4)', () => {
  it("issue 36 §4: a 'namespace:key' the English files have is a string; a key they lack fails tsc", () => {
    expect(texts.t('members:reject.confirm')).toBe('Reject');
    // @ts-expect-error no such key in en/members.json
    expect(texts.t('members:reject.nothingHere')).toBe('reject.nothingHere');
    // @ts-expect-error no such namespace
    expect(typeof texts.t('nowhere:reject.confirm')).toBe('string');
  });

  it('issue 36 §4: plural keys are typed without their suffixes, and the suffixed key is no key', () => {
    expectTypeOf<'reject.title'>().toExtend<TextKey<'members'>>();
    expectTypeOf<'reject.titleOne'>().not.toExtend<TextKey<'members'>>();
    expect(texts.t('members:reject.title', { count: 2 })).toBe('Reject these requests?');
  });
});
