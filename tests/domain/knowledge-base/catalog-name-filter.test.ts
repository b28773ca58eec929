import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogNameFilter,
  catalogSearchTerm,
  contentNameFilter,
} from '../../../src/domain/knowledge-base/catalog-list.rule';

const RUNS = { numRuns: 1000, seed: 20260214 };

/** What an OData server reads back from `(name eq '…')`: the literal with '' undoubled. */
function literalOf(expression: string): string | undefined {
  const match = /^\(name eq '((?:[^']|'')*)'\)$/.exec(expression);
  return match?.[1]?.replaceAll("''", "'");
}

describe("catalog search filter (spec 2 §5 'Catalog search', §7)", () => {
  it("spec 2 §7: the term becomes (name eq '{term}')", () => {
    expect(catalogNameFilter('Produtos')).toBe("(name eq 'Produtos')");
  });

  it('spec 2 §7: single quotes are doubled (OData), so the term stays one string literal', () => {
    expect(catalogNameFilter("Rock 'n' roll")).toBe("(name eq 'Rock ''n'' roll')");
    expect(catalogNameFilter("x') or (name ne '")).toBe("(name eq 'x'') or (name ne ''')");
  });

  it('spec 2 §5: the term is trimmed before it is sent', () => {
    expect(catalogSearchTerm('  FAQ ')).toBe('FAQ');
  });

  it('spec 2 §7: the caller URI-encodes the expression once; decoding gives it back (decision)', () => {
    const expression = catalogNameFilter('Preços & prazos #1');
    const query = `$filter=${encodeURIComponent(expression)}`;
    expect(query).toBe("$filter=(name%20eq%20'Pre%C3%A7os%20%26%20prazos%20%231')");
    expect(decodeURIComponent(query.slice('$filter='.length))).toBe(expression);
  });

  it('spec 2 §7: any term reads back exactly from the expression, through the URI encoding (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (term) => {
        const expression = catalogNameFilter(term);
        expect(literalOf(expression)).toBe(term);
        expect(literalOf(decodeURIComponent(encodeURIComponent(expression)))).toBe(term);
        expect(encodeURIComponent(expression)).not.toMatch(/[&#?=+ ]/);
      }),
      RUNS,
    );
  });
});

describe('contentNameFilter (issue 22 §8: documents and URL pages)', () => {
  it("issue 22 §8: contains(tolower(name),'…') with the term in lower case and quotes doubled", () => {
    expect(contentNameFilter('FAQ')).toBe("contains(tolower(name),'faq')");
    expect(contentNameFilter("Rock 'N' Roll")).toBe("contains(tolower(name),'rock ''n'' roll')");
  });
});
