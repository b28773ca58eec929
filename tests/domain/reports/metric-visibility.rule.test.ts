import { describe, expect, it } from 'vitest';
import {
  hasDuplicatedExchangedMessage,
  monthlyUserCards,
  usageMenuHidden,
  usageMenuTitleKey,
} from '../../../src/domain/reports/metric-visibility.rule';
import type { PlanStatus } from '../../../src/domain/reports/plan-status.rule';

const MIU_SETS = {
  none: [],
  mau: ['MonthlyActiveUser'],
  msg: ['ExchangedMessage'],
  both: ['MonthlyActiveUser', 'ExchangedMessage'],
};
const MEU_SETS = {
  none: [],
  meu: ['MonthlyEngagedUser'],
  msg: ['ExchangedMessage'],
  both: ['MonthlyEngagedUser', 'ExchangedMessage'],
};
type MiuSet = keyof typeof MIU_SETS;
type MeuSet = keyof typeof MEU_SETS;

const camel = (ids: readonly string[]) => ids.map((id) => id.charAt(0).toLowerCase() + id.slice(1));

/**
 * Every combination of the two sets (no error), written out by hand from spec 3 §5.3:
 * [miu, meu, MIU card, MEU card, MEU card draws messages, menu hides MAU, menu hides MEU,
 *  menu hides MAU when the MIU call failed, menu hides MEU when the MEU call failed].
 */
const TABLE: readonly [MiuSet, MeuSet, boolean, boolean, boolean, boolean, boolean, boolean, boolean][] = [
  ['none', 'none', false, false, true, false, false, false, false],
  ['none', 'meu', false, true, true, false, false, false, false],
  ['none', 'msg', false, false, true, false, true, false, true],
  ['none', 'both', false, true, true, false, false, false, true],
  ['mau', 'none', true, false, true, false, false, false, false],
  ['mau', 'meu', true, true, true, false, false, false, false],
  ['mau', 'msg', true, false, true, false, true, false, true],
  ['mau', 'both', true, true, true, false, false, false, true],
  ['msg', 'none', false, false, true, true, false, true, false],
  ['msg', 'meu', false, true, true, true, false, true, false],
  ['msg', 'msg', true, false, false, false, true, false, true], // duplicated
  ['msg', 'both', true, true, false, false, true, false, true], // duplicated
  ['both', 'none', true, false, true, false, false, true, false],
  ['both', 'meu', true, true, true, false, false, true, false],
  ['both', 'msg', true, false, false, false, true, false, true], // duplicated
  ['both', 'both', true, true, false, false, true, false, true], // duplicated
];

const STATUS_COMBOS: readonly [PlanStatus, PlanStatus][] = [
  ['unlimited', 'unlimited'],
  ['error', 'unlimited'],
  ['unlimited', 'error'],
  ['error', 'error'],
];

describe('spec 3 §5.3 MIU/MEU visibility, every combination', () => {
  for (const [
    miuSet,
    meuSet,
    miuCard,
    meuCard,
    meuMsg,
    hideMau,
    hideMeu,
    hideMauOnError,
    hideMeuOnError,
  ] of TABLE) {
    for (const [miuStatus, meuStatus] of STATUS_COMBOS) {
      for (const spelling of ['Pascal', 'camel'] as const) {
        const miu = spelling === 'camel' ? camel(MIU_SETS[miuSet]) : MIU_SETS[miuSet];
        const meu = spelling === 'camel' ? camel(MEU_SETS[meuSet]) : MEU_SETS[meuSet];
        it(`spec 3 §5.3: MIU ${miuSet} (${miuStatus}) / MEU ${meuSet} (${meuStatus}), ${spelling}-case`, () => {
          const statuses = { miu: miuStatus, meu: meuStatus };
          expect(monthlyUserCards({ miu, meu }, statuses)).toEqual({
            miu: miuStatus !== 'error' && miuCard,
            meu: meuStatus !== 'error' && meuCard,
            meuShowsExchangedMessage: meuMsg,
          });
          expect(usageMenuHidden({ miu, meu }, statuses)).toEqual({
            mauConsumption: miuStatus === 'error' ? hideMauOnError : hideMau,
            meuConsumption: meuStatus === 'error' ? hideMeuOnError : hideMeu,
          });
        });
      }
    }
  }

  it('spec 3 §5.3: duplicated means exchangedMessage in both sets, whatever the spelling', () => {
    expect(hasDuplicatedExchangedMessage({ miu: ['exchangedMessage'], meu: ['ExchangedMessage'] })).toBe(
      true,
    );
    expect(hasDuplicatedExchangedMessage({ miu: ['ExchangedMessage'], meu: ['MonthlyEngagedUser'] })).toBe(
      false,
    );
  });

  it("spec 3 §5.3: one metric in two spellings is one metric ('more than one metric' is not met)", () => {
    const statuses = { miu: 'unlimited', meu: 'unlimited' } as const;
    expect(monthlyUserCards({ miu: ['ExchangedMessage', 'exchangedMessage'], meu: [] }, statuses).miu).toBe(
      false,
    );
    expect(
      usageMenuHidden({ miu: ['ExchangedMessage', 'exchangedMessage'], meu: [] }, statuses).mauConsumption,
    ).toBe(true);
  });

  it('spec 3 §5.3: any other status than error keeps the cards (normal, empty, exceeded…)', () => {
    for (const status of ['normal', 'empty', 'exceeded', 'nearLimit'] as const) {
      expect(
        monthlyUserCards({ miu: MIU_SETS.both, meu: MEU_SETS.meu }, { miu: status, meu: status }),
      ).toMatchObject({
        miu: true,
        meu: true,
      });
    }
  });
});

describe('spec 3 §2.14 side-menu MAU/MEU title by metric combination', () => {
  it.each<['miu' | 'meu', MiuSet | MeuSet, string]>([
    ['miu', 'none', 'mauConsumption'],
    ['miu', 'mau', 'mauConsumption'],
    ['miu', 'msg', 'msgConsumption'],
    ['miu', 'both', 'mauMsgConsumption'],
    ['meu', 'none', 'meuConsumption'],
    ['meu', 'meu', 'meuConsumption'],
    ['meu', 'msg', 'msgConsumption'],
    ['meu', 'both', 'meuMsgConsumption'],
  ])('spec 3 §2.14: %s item with %s metrics → %s', (family, set, expected) => {
    const metrics = family === 'miu' ? MIU_SETS[set as MiuSet] : MEU_SETS[set as MeuSet];
    expect(usageMenuTitleKey(family, metrics)).toBe(expected);
    expect(usageMenuTitleKey(family, camel(metrics))).toBe(expected);
  });

  it('spec 3 §2.14: the other family’s user metric does not count', () => {
    expect(usageMenuTitleKey('miu', ['MonthlyEngagedUser', 'ExchangedMessage'])).toBe('msgConsumption');
  });
});
