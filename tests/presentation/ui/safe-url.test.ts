import { describe, expect, it } from 'vitest';
import { toSafeImageSrc } from '../../../src/presentation/ui/safe-url';

describe('safe image sources (security: validate URLs from user data)', () => {
  it('image sources can only load pictures', () => {
    const base = 'http://127.0.0.1:5173/module/';
    expect(toSafeImageSrc('https://cdn.example.com/a.png', base)).toBe('https://cdn.example.com/a.png');
    expect(toSafeImageSrc('/storage/avatar.png', base)).toBe('http://127.0.0.1:5173/storage/avatar.png');
    expect(toSafeImageSrc('data:image/png;base64,iVBORw0KGgo=', base)).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(toSafeImageSrc('data:image/svg+xml;base64,PHN2Zz4=', base)).toBeUndefined();
    expect(toSafeImageSrc('javascript:alert(1)', base)).toBeUndefined();
    expect(toSafeImageSrc(undefined, base)).toBeUndefined();
    expect(toSafeImageSrc('  ', base)).toBeUndefined();
  });
});
