import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyReasonOf, filterAgents, matchesAgent } from '../../../src/domain/agents/agent-search.rule';
import { matchesMemberSearch } from '../../../src/domain/members/member-search.rule';
import { agent } from './agent-fixtures';

const RUNS = { numRuns: 1000, seed: 4_2025 };

const ana = agent({ fullName: 'Ana Souza', email: 'ana.souza@acme.com', triggered: true });
const bruno = agent({ fullName: 'Bruno Lima', email: 'bruno@lima.dev' });

describe('agent search (spec 1 §5 Searches)', () => {
  it('spec 1 §5: fullName contains the term case-insensitively', () => {
    expect(filterAgents([ana, bruno], { term: 'SOUZA', onlyTriggered: false })).toEqual([ana]);
  });

  it('spec 1 §5: or email contains the lower-cased term', () => {
    expect(filterAgents([ana, bruno], { term: 'LIMA.DEV', onlyTriggered: false })).toEqual([bruno]);
  });

  it("spec 1 §5: with 'only triggered' on, only triggered agents remain", () => {
    expect(filterAgents([ana, bruno], { term: '', onlyTriggered: true })).toEqual([ana]);
    expect(filterAgents([ana, bruno], { term: 'bruno', onlyTriggered: true })).toEqual([]);
  });

  it('spec 1 §5: an empty term keeps everyone', () => {
    expect(filterAgents([ana, bruno], { term: '', onlyTriggered: false })).toEqual([ana, bruno]);
  });

  it('issue 37 §4 (spec 1 §5 Searches): the term is used as typed, as the members search does: a space finds the names holding one', () => {
    const noSpace = agent({ fullName: 'carla@acme.com', email: 'carla@acme.com' });
    expect(filterAgents([ana, noSpace, bruno], { term: ' ', onlyTriggered: false })).toEqual([ana, bruno]);
    expect(filterAgents([ana, bruno], { term: ' souza', onlyTriggered: false })).toEqual([ana]);
    expect(filterAgents([ana, bruno], { term: 'souza ', onlyTriggered: false })).toEqual([]);
    for (const term of [' ', ' souza', 'souza ', 'SOUZA', 'lima.dev', ''])
      for (const candidate of [ana, noSpace, bruno])
        expect(matchesAgent(candidate, { term, onlyTriggered: false })).toBe(
          matchesMemberSearch(candidate, term),
        );
  });

  it("spec 1 §2: 'Agent not found :(' is a search's answer; 'View only triggered' alone has its own reason", () => {
    expect(emptyReasonOf({ term: 'zz', onlyTriggered: false })).toBe('not-found');
    expect(emptyReasonOf({ term: 'zz', onlyTriggered: true })).toBe('not-found');
    expect(emptyReasonOf({ term: '', onlyTriggered: true })).toBe('none-triggered');
    // issue 37 §4: a space is a search, as it is for 'Add agent'.
    expect(emptyReasonOf({ term: ' ', onlyTriggered: true })).toBe('not-found');
    expect(emptyReasonOf({ term: '', onlyTriggered: false })).toBe('no-agents');
  });

  it('spec 1 §5: results are exactly the agents matching, in order (property)', () => {
    const agents = fc.array(
      fc
        .record({ fullName: fc.string(), email: fc.string(), triggered: fc.boolean() })
        .map((fields) => agent(fields)),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(agents, fc.string({ maxLength: 4 }), fc.boolean(), (list, term, onlyTriggered) => {
        const filter = { term, onlyTriggered };
        const wanted = term.toLowerCase();
        const expected = list.filter(
          (candidate) =>
            (!onlyTriggered || candidate.triggered) &&
            (candidate.fullName.toLowerCase().includes(wanted) || candidate.email.includes(wanted)),
        );
        expect(filterAgents(list, filter)).toEqual(expected);
        for (const candidate of list) {
          expect(matchesAgent(candidate, filter)).toBe(expected.includes(candidate));
        }
      }),
      RUNS,
    );
  });
});
