import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInternalPath } from '../../../src/presentation/shared/internal-path';

describe('isInternalPath', () => {
  it('accepts module paths', () => {
    for (const path of ['/', '/agent', '/knowledge-base/c1/documents', '/mtls?tab=hosts']) {
      expect(isInternalPath(path)).toBe(true);
    }
  });

  it('refuses anything that could leave the module', () => {
    for (const path of [
      'https://evil.example',
      '//evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      'agent',
      '',
      '/a b',
      '/x:y',
    ]) {
      expect(isInternalPath(path)).toBe(false);
    }
  });

  /**
   * Issue 19 §3: paths built from near-valid pieces ('/members', '//evil', '/\\evil', 'javascript:',
   * a tab or newline a browser strips) so that about half are accepted and the rest sit just
   * beside the line, instead of random text that almost never starts with a single '/'.
   */
  const start = fc.oneof(
    { weight: 10, arbitrary: fc.constant('/') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('//', '/\\', '\\', '/\t/', '/\n/', 'javascript:', 'https://', ' /', ''),
    },
  );
  const safePiece = fc.constantFrom(
    'members',
    'agent',
    'knowledge-base',
    'c1',
    'documents',
    '?tab=hosts',
    '&page=2',
    '#top',
    '.',
    '..',
    '/',
    'é',
    '%2F',
  );
  const riskyPiece = fc.constantFrom(
    '//',
    '\\',
    ':',
    '@evil.example',
    '%5C',
    ' ',
    '\t',
    '\n',
    '\u0000',
    '\u007f',
  );
  const piece = fc.oneof({ weight: 12, arbitrary: safePiece }, { weight: 1, arbitrary: riskyPiece });
  const nearPath = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .tuple(start, fc.array(piece, { maxLength: 5 }))
        .map(([head, tail]) => head + tail.join('')),
    },
    { weight: 1, arbitrary: fc.string() },
  );
  const BASE = 'https://module.example/reports/monthly-users';

  it('issue 19 §3: every accepted path resolves on the same origin, from any page of the module (property)', () => {
    let accepted = 0;
    const runs = 1000;
    fc.assert(
      fc.property(nearPath, (raw) => {
        if (!isInternalPath(raw)) return;
        accepted += 1;
        const url = new URL(raw, BASE);
        expect(url.origin).toBe('https://module.example');
        expect(url.protocol).toBe('https:');
        // Nothing the browser strips or rewrites before resolving: the path is taken as written.
        expect(raw.startsWith('/') && !raw.startsWith('//')).toBe(true);
      }),
      { numRuns: runs, seed: 19_3 },
    );
    // The generator reaches both sides of the rule, not only its refusals.
    expect(accepted).toBeGreaterThan(runs * 0.2);
    expect(accepted).toBeLessThan(runs * 0.8);
  });

  it('issue 19 §3: every near-valid path that would leave the module is refused (property)', () => {
    let leaving = 0;
    fc.assert(
      fc.property(nearPath, (raw) => {
        let origin: string | null;
        try {
          origin = new URL(raw, BASE).origin;
        } catch {
          origin = null;
        }
        if (origin === 'https://module.example') return;
        leaving += 1;
        expect(isInternalPath(raw)).toBe(false);
      }),
      { numRuns: 1000, seed: 19_3 },
    );
    expect(leaving).toBeGreaterThan(50);
  });

  it('issue 19 §3: a single-slash path of plain segments and a query is accepted (property)', () => {
    const segment = fc.string({
      unit: fc.constantFrom('a', 'z', '0', '9', '-'),
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.option(segment),
        (segments, query) => {
          const path = `/${segments.join('/')}${query === null ? '' : `?tab=${query}`}`;
          expect(isInternalPath(path)).toBe(true);
        },
      ),
      { numRuns: 300, seed: 19_3 },
    );
  });
});
