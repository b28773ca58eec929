import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAgentEmails, isAgentEmail } from '../../../src/domain/agents/agent-emails.rule';

const RUNS = { numRuns: 1000, seed: 4_2025 };

describe('add agents validation (spec 1 §5 Other, §8 Agents)', () => {
  it('spec 1 §5: an empty list is blocked', () => {
    expect(checkAgentEmails([])).toEqual({ ok: false, error: 'empty', invalid: [] });
    expect(checkAgentEmails([{ email: '  ' }])).toMatchObject({ ok: false, error: 'empty' });
  });

  it("spec 1 §8: an e-mail flagged invalid gives 'Invalid email address format' (invalid-email)", () => {
    expect(checkAgentEmails([{ email: 'ana@acme.com', invalid: true }])).toEqual({
      ok: false,
      error: 'invalid-email',
      invalid: ['ana@acme.com'],
    });
  });

  it('spec 1 §5: an address that is not one is invalid too', () => {
    expect(checkAgentEmails([{ email: 'ana@acme.com' }, { email: 'not an email' }])).toMatchObject({
      ok: false,
      error: 'invalid-email',
      invalid: ['not an email'],
    });
  });

  it('valid addresses are trimmed and de-duplicated case-insensitively, in order', () => {
    expect(
      checkAgentEmails([{ email: ' ana@acme.com ' }, { email: 'bia@acme.com' }, { email: 'ANA@acme.com' }]),
    ).toEqual({ ok: true, emails: ['ana@acme.com', 'bia@acme.com'] });
  });

  it('spec 1 §5: any list of well-formed addresses passes, each once (property)', () => {
    const address = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/),
        fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/),
        fc.stringMatching(/^[a-z]{2,6}$/),
      )
      .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
    fc.assert(
      fc.property(fc.array(address, { minLength: 1, maxLength: 10 }), (emails) => {
        const unique = emails.filter(
          (email, index) =>
            emails.findIndex((other) => other.toLowerCase() === email.toLowerCase()) === index,
        );
        expect(checkAgentEmails(emails.map((email) => ({ email })))).toEqual({ ok: true, emails: unique });
      }),
      RUNS,
    );
  });

  it('spec 1 §8: a single invalid entry blocks the whole list (property)', () => {
    const broken = fc.oneof(
      fc.string().filter((text) => !text.includes('@') && text.trim() !== ''),
      fc.constantFrom('ana@', '@acme.com', 'ana@acme', 'a b@acme.com', 'ana@@acme.com'),
    );
    fc.assert(
      fc.property(fc.array(fc.emailAddress(), { maxLength: 5 }), broken, (good, bad) => {
        const result = checkAgentEmails([...good.map((email) => ({ email })), { email: bad }]);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error).toBe('invalid-email');
          expect(result.invalid).toContain(bad.trim());
        }
        expect(isAgentEmail(bad.trim())).toBe(false);
      }),
      RUNS,
    );
  });
});
