import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentBotsDisplay, botShortNames } from '../../../src/domain/agents/agent-bots.rule';

const RUNS = { numRuns: 1000, seed: 4_2025 };

describe('agent bots (spec 1 §2 Bot column, §7 Desk service)', () => {
  it("spec 1 §2: names joined by ', '; a 'ver N' dropdown only with more than one", () => {
    expect(agentBotsDisplay(['faq', 'sales', 'support'])).toEqual({
      text: 'faq, sales, support',
      dropdownCount: 3,
    });
    expect(agentBotsDisplay(['faq'])).toEqual({ text: 'faq', dropdownCount: 0 });
    expect(agentBotsDisplay([])).toEqual({ text: '', dropdownCount: 0 });
  });

  it("spec 1 §7: desk owners 'botShortName@…' give the bot short names", () => {
    expect(
      botShortNames(['faq1@msging.net', 'sales2@msging.net', 'faq1@msging.net', ' @x', 'plain']),
    ).toEqual(['faq1', 'sales2', 'plain']);
  });

  it('spec 1 §7: every owner address yields its bot, once, in order (property)', () => {
    const shortName = fc.stringMatching(/^[a-z][a-z0-9]{0,12}$/);
    fc.assert(
      fc.property(fc.array(shortName, { maxLength: 15 }), (names) => {
        const owners = names.map((name) => `${name}@msging.net`);
        expect(botShortNames(owners)).toEqual([...new Set(names)]);
        const display = agentBotsDisplay(names);
        expect(display.text.split(', ').filter(Boolean)).toEqual(names);
        expect(display.dropdownCount).toBe(names.length > 1 ? names.length : 0);
      }),
      RUNS,
    );
  });
});
