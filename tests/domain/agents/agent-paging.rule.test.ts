import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentPageSkip, hasNextAgentPage } from '../../../src/domain/agents/agent-paging.rule';

const RUNS = { numRuns: 1000, seed: 4_2025 };

describe('agent paging (spec 1 §5 Other, §7)', () => {
  it('spec 1 §5: paging continues while the accumulated count is an exact multiple of the page size', () => {
    expect(hasNextAgentPage(20, 20, 20)).toBe(true);
    expect(hasNextAgentPage(40, 20, 20)).toBe(true);
    expect(hasNextAgentPage(35, 15, 20)).toBe(false);
    expect(hasNextAgentPage(7, 7, 20)).toBe(false);
  });

  it('an empty page ends paging (a multiple of anything, but nothing more to ask)', () => {
    expect(hasNextAgentPage(40, 0, 20)).toBe(false);
    expect(hasNextAgentPage(0, 0, 20)).toBe(false);
  });

  it('a page size that is not a positive integer never asks for more', () => {
    expect(hasNextAgentPage(20, 20, 0)).toBe(false);
    expect(hasNextAgentPage(20, 20, -5)).toBe(false);
    expect(hasNextAgentPage(20, 20, 2.5)).toBe(false);
  });

  it('spec 1 §7: $skip is (page-1)*pageSize', () => {
    expect(agentPageSkip(1, 20)).toBe(0);
    expect(agentPageSkip(3, 20)).toBe(40);
  });

  it('spec 1 §5: a backend of N agents in full pages is read in exactly ⌊N/size⌋+1 requests (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 100 }), (total, size) => {
        let fetched = 0;
        let requests = 0;
        for (let page = 1; ; page += 1) {
          const skip = agentPageSkip(page, size);
          const count = Math.max(0, Math.min(size, total - skip));
          requests += 1;
          fetched += count;
          if (!hasNextAgentPage(fetched, count, size)) break;
        }
        expect(fetched).toBe(total);
        expect(requests).toBe(Math.floor(total / size) + 1);
      }),
      RUNS,
    );
  });
});
