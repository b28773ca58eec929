import { describe, expect, it } from 'vitest';
import type { MonthlyUserStatuses } from '../../../src/domain/reports/metric-visibility.rule';
import {
  monthlyUserSets,
  USAGE_MENU_OPTIONS,
  usageMenuEntries,
} from '../../../src/domain/reports/usage-menu.rule';

const OK: MonthlyUserStatuses = { miu: 'unlimited', meu: 'unlimited' };
const allowAll = () => true;
const menu = (metrics: readonly string[], statuses: MonthlyUserStatuses = OK) =>
  usageMenuEntries(allowAll, metrics, statuses).filter(
    (entry) => entry.option === 'mauConsumption' || entry.option === 'meuConsumption',
  );

describe('spec 3 §2.14/§5.3: the MAU/MEU items of the usage side menu, per metric combination', () => {
  // [subscription metric ids, statuses, expected MAU/MEU entries as option:titleKey]
  const table: readonly (readonly [readonly string[], MonthlyUserStatuses, string[]])[] = [
    [['MonthlyActiveUser'], OK, ['mauConsumption:mauConsumption', 'meuConsumption:meuConsumption']],
    [['MonthlyActiveUser', 'ExchangedMessage'], OK, ['mauConsumption:mauMsgConsumption']],
    [['ExchangedMessage'], OK, []],
    [['MonthlyEngagedUser', 'ExchangedMessage'], OK, ['meuConsumption:meuMsgConsumption']],
    [
      ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage'],
      OK,
      ['mauConsumption:mauMsgConsumption', 'meuConsumption:meuMsgConsumption'],
    ],
    // Two exchanged-message items: the messages belong to the MAU item; MEU always hidden.
    [
      ['MonthlyActiveUser', 'ExchangedMessage', 'MonthlyEngagedUser', 'ExchangedMessage'],
      OK,
      ['mauConsumption:mauMsgConsumption'],
    ],
    [['ExchangedMessage', 'ExchangedMessage'], OK, ['mauConsumption:msgConsumption']],
    // An MIU report in error hides the MAU item that is there only for its messages' sake.
    [['MonthlyActiveUser', 'ExchangedMessage'], { miu: 'error', meu: 'unlimited' }, []],
    [['monthlyActiveUser', 'exchangedMessage'], OK, ['mauConsumption:mauMsgConsumption']],
  ];

  it.each(table)('%j with %j → %j', (metrics, statuses, expected) => {
    expect(menu(metrics, statuses).map((entry) => `${entry.option}:${entry.titleKey}`)).toEqual(expected);
  });

  it('keeps the menu order and drops what the route gates deny', () => {
    const entries = usageMenuEntries(
      (option) => option !== 'agentConsumption',
      ['DailyActiveUser', 'Agent'],
      OK,
    );
    expect(entries.map((entry) => entry.option)).toEqual(
      USAGE_MENU_OPTIONS.filter((option) => option !== 'agentConsumption'),
    );
  });

  it('reads a duplicated exchanged-message subscription from the items themselves', () => {
    expect(monthlyUserSets(['ExchangedMessage', 'exchangedMessage']).duplicated).toBe(true);
    expect(monthlyUserSets(['ExchangedMessage', 'MonthlyActiveUser']).duplicated).toBe(false);
  });
});
