import { describe, expect, it } from 'vitest';
import { ConversationChoices } from '../../../../src/presentation/reports/conversations/conversation-choices.presenter';
import { ConversationFilterStore } from '../../../../src/presentation/reports/conversations/conversation-filter.store';

const LISTED = { succeeded: true, wabas: ['waba-1', 'waba-2'] };

function setup() {
  const filters = new ConversationFilterStore();
  return { filters, choices: new ConversationChoices(filters) };
}

describe('ConversationChoices (spec 3 §2.7 filters, issue 14 URL state)', () => {
  it('spec 3 §2.7: the first WABA is the default; a listed WABA is chosen and remembered for the session', () => {
    const { filters, choices } = setup();
    choices.wabasListed(LISTED);
    expect(choices.wabaFilter.selected).toBe('waba-1');
    expect(choices.selectWaba('waba-2')).toBe(true);
    expect(filters.waba).toBe('waba-2');
    expect(choices.selectWaba('waba-2')).toBe(false);
    expect(choices.selectWaba('not-listed')).toBe(false);
    expect(choices.wabaFilter.selected).toBe('waba-2');
    const again = new ConversationChoices(filters);
    again.wabasListed(LISTED);
    expect(again.wabaFilter.selected).toBe('waba-2');
  });

  it('spec 3 §2.7: a known, different type is chosen and remembered; anything else changes nothing', () => {
    const { filters, choices } = setup();
    const initial = choices.conversationType;
    expect(choices.selectType(initial)).toBe(false);
    const other = initial === 'All' ? 'Regular' : 'All';
    expect(choices.selectType(other)).toBe(true);
    expect(filters.type).toBe(other);
    expect(choices.selectType('bogus' as never)).toBe(false);
    expect(choices.conversationType).toBe(other);
  });

  it("spec 3 §2.7: a table's tab is 'user' or 'business'; the same tab again is no change", () => {
    const { choices } = setup();
    expect(choices.selectTab('phone', 'business')).toBeUndefined();
    expect(choices.selectTab('phone', 'user')).toBe('user');
    expect(choices.tabs).toEqual({ phone: 'user', daily: 'business' });
    expect(choices.selectTab('daily', '<b>x</b>')).toBeUndefined();
  });

  it('issue 14: choices from the URL before the WABAs are listed need no reload; once listed, a changed filter does', () => {
    const { choices } = setup();
    const state = {
      waba: 'waba-2',
      type: choices.conversationType,
      phoneTab: 'user',
      dailyTab: 'user',
    } as const;
    expect(choices.restore(state)).toBe(false);
    choices.wabasListed(LISTED);
    expect(choices.wabaFilter.selected).toBe('waba-2');
    expect(choices.tabs).toEqual({ phone: 'user', daily: 'user' });
    expect(choices.restore(state)).toBe(false);
    expect(choices.restore({ ...state, waba: '' })).toBe(true);
    expect(choices.wabaFilter.selected).toBe('waba-1');
  });

  it('issue 37 §13 (spec 3 §8): a failed WABA list is empty, without saying the contract has no WABA', () => {
    const { choices } = setup();
    choices.wabasListed({ succeeded: false, wabas: [] });
    expect(choices.wabaFilter.isShown).toBe(false);
    expect(choices.wabaFilter.selected).toBeUndefined();
    expect(choices.wabaFilter.hasNone).toBe(false);
    choices.wabasListed({ succeeded: true, wabas: [] });
    expect(choices.wabaFilter.hasNone).toBe(true);
  });
});
