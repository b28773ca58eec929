import { describe, expect, it } from 'vitest';
import { accessContextOf } from '../../../src/domain/access/access-context';
import type { RoleId } from '../../../src/domain/access/role';
import type { MonthlyUserStatuses } from '../../../src/domain/reports/metric-visibility.rule';
import {
  USAGE_MENU_OPTIONS,
  usageMenuEntries,
  usageMenuItemAllowed,
} from '../../../src/domain/reports/usage-menu.rule';
import { makeSession, metric } from '../../presentation/shared/fakes';

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

describe('issue 37 §11 (spec 3 §6, §2.14): a side-menu item needs the billing permission and its own toggle', () => {
  const EVERY_METRIC = ['DailyActiveUser', 'DailyEngagedUser', 'Agent', 'Session', 'MonthlyActiveUser'];
  const context = (roleId: RoleId, toggles: readonly string[]) =>
    accessContextOf(makeSession({ roleId, subscription: EVERY_METRIC.map((id) => metric(id)) }), (name) =>
      toggles.includes(name),
    );
  const listed = (roleId: RoleId, toggles: readonly string[]) =>
    USAGE_MENU_OPTIONS.filter((option) => usageMenuItemAllowed(option, context(roleId, toggles)));

  it('issue 37 §11 (spec 3 §6): the toggle off hides every item, though each report still opens by its metric', () => {
    expect(listed('admin', [])).toEqual([]);
  });

  it('issue 37 §11 (spec 3 §6): the toggle on lists every item for the billing permission', () => {
    expect(listed('admin', ['billing-data-consumption'])).toEqual(USAGE_MENU_OPTIONS);
  });

  it('issue 37 §11 (spec 3 §6): without the billing permission no item, whatever the toggle', () => {
    expect(listed('member', ['billing-data-consumption'])).toEqual([]);
    expect(listed('guest', ['billing-data-consumption'])).toEqual([]);
  });

  it("issue 37 §11 (spec 3 §6): another report's toggle is not the item's own", () => {
    expect(listed('admin', ['billing-daily-active-users-consumption', 'billing-agent-consumption'])).toEqual(
      [],
    );
  });
});
