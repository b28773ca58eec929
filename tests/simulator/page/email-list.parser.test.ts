import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_EMAIL_LIST_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  emailListError,
  isBlankList,
  isValidEmail,
  parseEmailList,
} from '../../../simulator/page/email-list.parser';

describe('e-mail lists typed in the portal modals', () => {
  it('reads one address per line or comma-separated, trimmed and de-duplicated', () => {
    expect(
      parseEmailList(' ana@example.com\nbruno@example.com, ANA@example.com ;carla@corp.example.org\n\n'),
    ).toEqual({
      emails: ['ana@example.com', 'bruno@example.com', 'carla@corp.example.org'],
      invalid: [],
    });
  });

  it("spec 1 §5: an invalid address gives 'Invalid email address format'", () => {
    const parsed = parseEmailList('ana@example.com, not-an-email, x@y');
    expect(parsed.invalid).toEqual(['not-an-email', 'x@y']);
    expect(emailListError(parsed)).toBe('Invalid email address format');
    expect(INVALID_EMAIL_MESSAGE).toBe('Invalid email address format');
  });

  it('spec 1 §5: an empty list is blocked', () => {
    expect(emailListError(parseEmailList(' , \n '))).toBe(EMPTY_EMAIL_LIST_MESSAGE);
    expect(isBlankList(' , \n ')).toBe(true);
    expect(isBlankList('x')).toBe(false);
    expect(emailListError(parseEmailList('ana@example.com'))).toBeNull();
  });

  it('rejects addresses with spaces, two @ or markup', () => {
    for (const bad of [
      'a b@example.com',
      'a@@example.com',
      '<a>@example.com',
      'a@example',
      '@example.com',
      'a@example.c',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('property: every generated address is accepted and kept in order', () => {
    const local = fc.stringMatching(/^[a-z0-9._+-]{1,12}$/);
    const domain = fc.stringMatching(/^[a-z0-9-]{1,10}\.[a-z]{2,6}$/);
    const address = fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`);
    fc.assert(
      fc.property(
        fc.uniqueArray(address, {
          minLength: 1,
          maxLength: 6,
          comparator: (a, b) => a.toLowerCase() === b.toLowerCase(),
        }),
        (list) => {
          expect(parseEmailList(list.join('\n'))).toEqual({ emails: list, invalid: [] });
          expect(parseEmailList(list.join(', '))).toEqual({ emails: list, invalid: [] });
        },
      ),
    );
  });
});
