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

  it('every accepted path resolves on the same origin (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        if (!isInternalPath(raw)) return;
        expect(new URL(raw, 'https://module.example').origin).toBe('https://module.example');
      }),
    );
  });
});
