import { describe, expect, it } from 'vitest';
import { createPrng, derivePrng } from '../../../../simulator/fake-host/backend/prng';

const draw = (seed: number, n = 20): number[] => {
  const random = createPrng(seed);
  return Array.from({ length: n }, () => random.next());
};

describe('seeded PRNG', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('stays in range', () => {
    const random = createPrng(3);
    for (let i = 0; i < 1000; i += 1) {
      const value = random.int(2, 5);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(5);
      const unit = random.next();
      expect(unit).toBeGreaterThanOrEqual(0);
      expect(unit).toBeLessThan(1);
    }
  });

  it('derives independent streams per purpose', () => {
    expect(derivePrng(1, 'members').next()).toBe(derivePrng(1, 'members').next());
    expect(derivePrng(1, 'members').next()).not.toBe(derivePrng(1, 'bots').next());
  });

  it('shuffles without losing items', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect([...createPrng(1).shuffle(items)].sort()).toEqual(items);
  });
});
