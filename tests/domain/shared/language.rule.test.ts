import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helpLinkLocale, LANGUAGES, normalizeLanguage } from '../../../src/domain/shared/language.rule';

const PROPERTY_RUNS = { numRuns: 1000, seed: 20240605 };

describe('shared language value (spec 1 §1, spec 3 §3.1)', () => {
  it.each([
    ['pt', 'pt'],
    ['en', 'en'],
    ['es', 'es'],
    ['PT', 'pt'],
    ['EN', 'en'],
    [' es ', 'es'],
    ['pt-br', 'pt'],
    ['pt-BR', 'pt'],
    ['en-us', 'en'],
    ['en-US', 'en'],
    ['es-mx', 'es'],
    ['es-ES', 'es'],
  ])("spec 1 §1: %j is lower-cased to '%s'", (raw, expected) => {
    expect(normalizeLanguage(raw)).toBe(expected);
  });

  it.each([undefined, null, '', 'fr', 'de-DE', 'english', 42, {}])(
    "spec 1 §1: %j defaults to 'pt'",
    (raw) => {
      expect(normalizeLanguage(raw)).toBe('pt');
    },
  );

  it('spec 1 §1: any input gives one of pt, en, es', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => (LANGUAGES as readonly string[]).includes(normalizeLanguage(raw))),
      PROPERTY_RUNS,
    );
  });

  it('spec 1 §1: any string gives one of pt, en, es, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeLanguage(raw);
        return (LANGUAGES as readonly string[]).includes(once) && normalizeLanguage(once) === once;
      }),
      PROPERTY_RUNS,
    );
  });
});

describe('help and pricing link locale (spec 1 §1, spec 2 §9)', () => {
  it.each([
    ['pt', 'pt_BR'],
    ['pt-br', 'pt_BR'],
    ['PT-BR', 'pt_BR'],
    ['en', 'en_US'],
    ['en-us', 'en_US'],
    ['es', 'es_MX'],
    ['es-mx', 'es_MX'],
    ['ES-MX', 'es_MX'],
  ])('spec 1 §1: %j maps to %s', (raw, expected) => {
    expect(helpLinkLocale(raw)).toBe(expected);
  });

  it.each([undefined, '', 'fr', 'de-de', 'japanese', 7])("spec 1 §1: %j defaults to 'en_US'", (raw) => {
    expect(helpLinkLocale(raw)).toBe('en_US');
  });

  it('spec 1 §1: any input gives one of pt_BR, en_US, es_MX', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.anything()), (raw) =>
        ['pt_BR', 'en_US', 'es_MX'].includes(helpLinkLocale(raw)),
      ),
      PROPERTY_RUNS,
    );
  });

  it('spec 1 §1: the link locale always agrees with the UI language for the three codes', () => {
    fc.assert(
      fc.property(fc.constantFrom('pt', 'pt-br', 'en', 'en-us', 'es', 'es-mx'), (raw) => {
        const expected = { pt: 'pt_BR', en: 'en_US', es: 'es_MX' }[normalizeLanguage(raw)];
        return helpLinkLocale(raw) === expected;
      }),
      PROPERTY_RUNS,
    );
  });
});
