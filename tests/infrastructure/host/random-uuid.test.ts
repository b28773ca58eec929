import { describe, expect, it } from 'vitest';
import { randomUuid } from '../../../src/infrastructure/host/random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid (architecture.md §4: ids from crypto.randomUUID())', () => {
  it('architecture.md §4: uses crypto.randomUUID when the context has it', () => {
    const source = {
      randomUUID: () => '11111111-1111-4111-8111-111111111111' as const,
      getRandomValues: <T>(a: T) => a,
    };
    expect(randomUuid(source as unknown as Crypto)).toBe('11111111-1111-4111-8111-111111111111');
    expect(randomUuid()).toMatch(V4);
  });

  it('architecture.md §4: outside a secure context it builds a v4 UUID from getRandomValues', () => {
    const ids = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const id = randomUuid({ getRandomValues: (array) => globalThis.crypto.getRandomValues(array) });
      expect(id).toMatch(V4);
      ids.add(id);
    }
    expect(ids.size).toBe(200);
  });
});
