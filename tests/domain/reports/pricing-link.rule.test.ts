import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricingChangesUrl, pricingLinkLocale } from '../../../src/domain/reports/pricing-link.rule';

const PAGE = 'https://developers.facebook.com/docs/whatsapp/pricing/updates-to-pricing/';

describe('spec 3 §2.7 pricing-changes link', () => {
  it.each([
    ['pt', 'pt_BR'],
    ['en', 'en_US'],
    ['es', 'es_ES'],
  ] as const)('spec 3 §2.7, §9: %s → ?locale=%s (underscore)', (language, locale) => {
    expect(pricingLinkLocale(language)).toBe(locale);
    expect(pricingChangesUrl(PAGE, language)).toBe(`${PAGE}?locale=${locale}`);
  });

  it('keeps the configured query and replaces a locale already there', () => {
    expect(pricingChangesUrl('https://example.com/p?x=1&locale=fr_FR', 'en')).toBe(
      'https://example.com/p?x=1&locale=en_US',
    );
  });

  it.each(['http://example.com/p', 'javascript:alert(1)', '', '  ', 'https://user:pw@example.com/'])(
    'architecture.md §4: %j is not https (or unsafe), so there is no link',
    (configured) => {
      expect(pricingChangesUrl(configured, 'pt')).toBeUndefined();
    },
  );

  it('the link is always https and carries exactly one locale (property)', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'] }),
        fc.constantFrom('pt', 'en', 'es'),
        (url, language) => {
          const link = pricingChangesUrl(url, language as 'pt' | 'en' | 'es');
          if (link === undefined) return;
          const parsed = new URL(link);
          expect(parsed.protocol).toBe('https:');
          expect(parsed.searchParams.getAll('locale')).toEqual([pricingLinkLocale(language as 'pt')]);
        },
      ),
      { numRuns: 1000, seed: 20261125 },
    );
  });
});
