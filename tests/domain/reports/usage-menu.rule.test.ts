import { describe, expect, it } from 'vitest';
import type { MonthlyUserStatuses } from '../../../src/domain/reports/metric-visibility.rule';
import { USAGE_MENU_OPTIONS, usageMenuEntries } from '../../../src/domain/reports/usage-menu.rule';

const OK: MonthlyUserStatuses = { miu: 'unlimited', meu: 'unlimited' };
const allowAll = () => true;
const menu = (metrics: readonly string[], statuses: MonthlyUserStatuses = OK) =>
  usageMenuEntries(allowAll, metrics, statuses).filter(
    (entry) => entry.option === 'mauConsumption' || entry.option === 'meuConsumption',
  );

describe('spec 3 §2.14/§5.3: the MAU/MEU items of the usage side menu, per metric combination', () => {
  // [subscription metric ids, statuses, expected MAU/MEU entries as option:titleKey]
  const table: readonly (readonly [readonly string[], MonthlyUserStatuses, string[]])[] = [
    // A family the subscription lacks has no item, whatever the route gate allows.
    [['MonthlyActiveUser'], OK, ['mauConsumption:mauConsumption']],
    [['MonthlyActiveUser', 'ExchangedMessage'], OK, ['mauConsumption:mauMsgConsumption']],
    // Messages alone are the MAU item's, titled 'Exchanged messages'.
    [['ExchangedMessage'], OK, ['mauConsumption:msgConsumption']],
    [['MonthlyEngagedUser', 'ExchangedMessage'], OK, ['meuConsumption:meuMsgConsumption']],
    // One exchanged-message item is the MIU family's when it has monthlyActiveUser.
    [
      ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage'],
      OK,
      ['mauConsumption:mauMsgConsumption', 'meuConsumption:meuConsumption'],
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
      ['DailyActiveUser', 'Agent', 'MonthlyActiveUser', 'MonthlyEngagedUser'],
      OK,
    );
    expect(entries.map((entry) => entry.option)).toEqual(
      USAGE_MENU_OPTIONS.filter((option) => option !== 'agentConsumption'),
    );
  });
});
