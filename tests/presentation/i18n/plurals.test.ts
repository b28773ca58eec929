import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { TEST_RESOURCES } from './test-resources';

const t = (language: string) => createI18n(language, TEST_RESOURCES).getFixedT(language, 'members');

describe("plurals through i18next's count (issue 36 §4)", () => {
  it('issue 36 §4: the English texts of spec 1 §8 stay verbatim, one form for one request and one for several', () => {
    expect(t('en')('reject.title', { count: 1 })).toBe('Reject this request?');
    expect(t('en')('reject.title', { count: 2 })).toBe('Reject these requests?');
    expect(t('en')('messages.approved', { count: 1 })).toBe('Member successfully approved!');
    expect(t('en')('messages.approved', { count: 3 })).toBe('Members successfully approved!');
    expect(t('en')('messages.rejectFailed', { count: 2 })).toBe('Failed to delete member(s)');
    expect(t('en')('messages.updated', { count: 1 })).toBe('Member(s) successfully updated');
  });

  it("issue 36 §4: pt and es read their plural for large numbers too (CLDR's 'many')", () => {
    expect(t('es')('reject.title', { count: 1 })).toBe('¿Rechazar esta solicitud?');
    expect(t('es')('reject.title', { count: 1_000_000 })).toBe('¿Rechazar estas solicitudes?');
    expect(t('pt')('reject.title', { count: 1 })).toBe('Rejeitar esta solicitação?');
    expect(t('pt')('reject.title', { count: 2_000_000 })).toBe('Rejeitar estas solicitações?');
  });
});
