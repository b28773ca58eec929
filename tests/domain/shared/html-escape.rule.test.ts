import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/domain/shared/html-escape.rule';

const RUNS = { numRuns: 1000, seed: 20240611 };

function unescape(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

describe('escapeHtml (architecture.md §4: user data in HTML-rendered bodies is escaped)', () => {
  it('architecture.md §4: a script-bearing member name becomes inert text', () => {
    expect(escapeHtml('<img src=x onerror="alert(1)">')).toBe(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
    );
    expect(escapeHtml("Tom & Jerry's <b>bots</b>")).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;bots&lt;/b&gt;');
  });

  it('architecture.md §4: output never contains a markup character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeHtml(text);
        expect(/[<>"']/.test(escaped)).toBe(false);
        // Every ampersand left starts one of the entities we produce.
        expect(/&(?!(?:amp|lt|gt|quot|#39);)/.test(escaped)).toBe(false);
      }),
      RUNS,
    );
  });

  it('architecture.md §4: escaping loses nothing, the text reads back exactly (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(unescape(escapeHtml(text))).toBe(text);
      }),
      RUNS,
    );
  });

  it('architecture.md §4: plain text without markup characters is unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((text) => !/[&<>"']/.test(text)),
        (text) => {
          expect(escapeHtml(text)).toBe(text);
        },
      ),
      RUNS,
    );
  });
});
