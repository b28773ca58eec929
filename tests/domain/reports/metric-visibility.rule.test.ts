import { describe, expect, it } from 'vitest';
import {
  monthlyUserViews,
  type MonthlyUserStatuses,
  type MonthlyUserView,
} from '../../../src/domain/reports/metric-visibility.rule';

const OK: MonthlyUserStatuses = { miu: 'normal', meu: 'normal' };
const MAU = 'MonthlyActiveUser';
const MEU = 'MonthlyEngagedUser';
const MSG = 'ExchangedMessage';

/** 'users+messages (mauMsg)', 'users (meu)', 'messages (msg)' or 'hidden'. */
function story(view: MonthlyUserView): string {
  if (!view.shown) return 'hidden';
  const what = [view.users ? 'users' : '', view.messages ? 'messages' : ''].filter(Boolean).join('+');
  return `${what} (${view.variant})`;
}

/**
 * Every combination of MAU, MEU and exchanged messages (once, or twice: the "duplicated
 * exchanged-message subscription"), written out by hand from spec 3 §2.3, §2.14 and §5.3 as
 * docs/decisions/miu-meu.md reads them: [subscription, MIU family, MEU family].
 */
const TABLE: readonly (readonly [readonly string[], string, string])[] = [
  [[], 'hidden', 'hidden'],
  [[MAU], 'users (mau)', 'hidden'],
  [[MEU], 'hidden', 'users (meu)'],
  [[MSG], 'messages (msg)', 'hidden'],
  [[MAU, MSG], 'users+messages (mauMsg)', 'hidden'],
  [[MEU, MSG], 'hidden', 'users+messages (meuMsg)'],
  [[MAU, MEU], 'users (mau)', 'users (meu)'],
  [[MAU, MEU, MSG], 'users+messages (mauMsg)', 'users (meu)'],
  [[MSG, MSG], 'messages (msg)', 'hidden'],
  [[MAU, MSG, MSG], 'users+messages (mauMsg)', 'hidden'],
  [[MEU, MSG, MSG], 'messages (msg)', 'hidden'],
  [[MAU, MEU, MSG, MSG], 'users+messages (mauMsg)', 'hidden'],
];

describe('spec 3 §2.3/§2.14/§5.3: one story for the MIU and MEU families, every combination', () => {
  it.each(TABLE)('spec 3 §5.3: %j → MIU %s, MEU %s', (subscription, miu, meu) => {
    const views = monthlyUserViews(subscription, OK);
    expect([story(views.miu), story(views.meu)]).toEqual([miu, meu]);
  });

  it('spec 3 §3.2: either spelling is the same metric', () => {
    const camel = monthlyUserViews(['monthlyEngagedUser', 'exchangedMessage'], OK);
    expect([story(camel.miu), story(camel.meu)]).toEqual(['hidden', 'users+messages (meuMsg)']);
    expect(camel.meu.metricIds).toEqual(['monthlyEngagedUser', 'exchangedMessage']);
  });

  it('spec 3 §7.3: a family asks only for what it shows, as the subscription spells it', () => {
    const views = monthlyUserViews(['Agent', 'exchangedMessage', MAU, MSG, MEU], OK);
    expect(views.miu.metricIds).toEqual([MAU, 'exchangedMessage']);
    expect(views.meu.metricIds).toEqual([MEU]);
  });

  it('spec 3 §5.3: a family whose report is in error is hidden; any other status keeps it', () => {
    const subscription = [MAU, MEU, MSG];
    const failed = monthlyUserViews(subscription, { miu: 'error', meu: 'exceeded' });
    expect([failed.miu.shown, failed.meu.shown]).toEqual([false, true]);
    const empty = monthlyUserViews(subscription, { miu: 'empty', meu: 'error' });
    expect([empty.miu.shown, empty.meu.shown]).toEqual([true, false]);
  });

  it('spec 3 §5.3: the messages never belong to both families', () => {
    for (const [subscription] of TABLE) {
      const views = monthlyUserViews(subscription, OK);
      expect(views.miu.messages && views.meu.messages).toBe(false);
    }
  });
});
