import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usageMenuEntries } from '../../../../src/domain/reports/usage-menu.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { pathOf } from '../../../../src/presentation/shell/routes/route-lookup';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { planOverview } from './plan-overview.fixture';

const MAU = 'MonthlyActiveUser';
const MEU = 'MonthlyEngagedUser';
const MSG = 'ExchangedMessage';
const OK = { miu: 'normal', meu: 'normal' } as const;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * Issue 22 §1 (spec 3 §2.3, §2.14, §5.3): for every combination of MAU, MEU and messages the
 * Plan Overview's MIU/MEU cards and the side menu's MAU/MEU items open the same reports, and
 * their titles and tooltips name the same metrics. [subscription, cards (title → link),
 * menu items (title → link)].
 */
const TABLE: readonly (readonly [readonly string[], string[], string[]])[] = [
  [[MAU], ['MIU → /mau-consumption'], ['Monthly active users → /mau-consumption']],
  [[MEU], ['MEU → /meu-consumption'], ['Monthly engaged users → /meu-consumption']],
  [[MSG], ['Exchanged messages → /mau-consumption'], ['Exchanged messages → /mau-consumption']],
  [
    [MAU, MSG],
    ['MIU + Messages → /mau-consumption'],
    ['Monthly active users and messages → /mau-consumption'],
  ],
  [
    [MEU, MSG],
    ['MEU + Messages → /meu-consumption'],
    ['Monthly engaged users and messages → /meu-consumption'],
  ],
  [
    [MAU, MEU, MSG],
    ['MIU + Messages → /mau-consumption', 'MEU → /meu-consumption'],
    ['Monthly active users and messages → /mau-consumption', 'Monthly engaged users → /meu-consumption'],
  ],
  [[MSG, MSG], ['Exchanged messages → /mau-consumption'], ['Exchanged messages → /mau-consumption']],
  [[MEU, MSG, MSG], ['Exchanged messages → /mau-consumption'], ['Exchanged messages → /mau-consumption']],
  [
    [MAU, MEU, MSG, MSG],
    ['MIU + Messages → /mau-consumption'],
    ['Monthly active users and messages → /mau-consumption'],
  ],
];

describe('issue 22 §1: the overview cards and the side menu tell one story', () => {
  it.each(TABLE)('spec 3 §5.3: %j → cards %j, menu %j', async (subscription, cards, menu) => {
    const { presenter } = planOverview({ subscription });
    await presenter.load();
    const monthly = presenter.cards.filter((card) => card.metric === 'miu' || card.metric === 'meu');
    expect(monthly.map((card) => `${card.title} → ${card.showMoreTo}`)).toEqual(cards);

    const t = createI18n('en', TEST_RESOURCES).getFixedT('en', 'usageMenu');
    const items = usageMenuEntries(() => true, subscription, OK).filter(
      (entry) => entry.option === 'mauConsumption' || entry.option === 'meuConsumption',
    );
    expect(items.map((entry) => `${t(`titles.${entry.titleKey}`)} → ${pathOf(entry.option)}`)).toEqual(menu);

    // A card speaks of messages (title or tooltip) exactly when its menu item does.
    for (const card of monthly) {
      const item = items.find((entry) => pathOf(entry.option) === card.showMoreTo);
      const cardMessages = /Messages|messages/.test(`${card.title} ${card.tooltip}`);
      expect(cardMessages, card.title).toBe(/[Mm]sg/.test(item?.titleKey ?? ''));
    }
  });

  it('spec 3 §1, issue 22 §4: the tooltips say how the amount is worked out', async () => {
    const { presenter } = planOverview({ subscription: [MAU, MSG] });
    await presenter.load();
    const miu = presenter.cards.find((card) => card.metric === 'miu');
    expect(miu?.tooltip).toContain('only the lower amount is charged: the most advantageous');
    expect(miu?.tooltip).toContain("Amount = the month's volume times the negotiated unit price.");
  });

  it.each([
    ['pt', 'Mensagens trafegadas', 'Valor = o volume do mês vezes o preço unitário negociado.'],
    ['es', 'Mensajes intercambiados', 'Importe = el volumen del mes por el precio unitario negociado.'],
  ] as const)(
    'issue 22 §1/§4 in %s: the messages-only card and its amount copy',
    async (language, title, amount) => {
      const { presenter } = planOverview({ subscription: [MSG], language });
      await presenter.load();
      const card = presenter.cards.find((candidate) => candidate.metric === 'miu');
      expect(card?.title).toBe(title);
      expect(card?.tooltip).toBe(amount);
    },
  );

  it.each(TABLE.map(([subscription]) => [subscription] as const))(
    'issue 37 §12 (spec 3 §2.3): %j → each card charts exactly the metrics of its tiles',
    async (subscription) => {
      const { presenter } = planOverview({ subscription });
      await presenter.load();
      for (const card of presenter.cards.filter((one) => one.metric === 'miu' || one.metric === 'meu')) {
        const covered = card.left.tiles.map((tile) => tile.label);
        const totals = card.left.chart.option as unknown as { xAxis: { data: string[] } };
        const weekly = card.right.chart.option as unknown as { series: { name: string }[] };
        expect(totals.xAxis.data, card.title).toEqual(covered);
        expect(
          weekly.series.map((series) => series.name),
          card.title,
        ).toEqual(covered);
      }
    },
  );

  it("issue 37 §12 (spec 3 §2.3): MIU + messages beside MEU — the MEU card has no messages bar, the 'Exchanged messages' card no users bar", async () => {
    const both = planOverview({ subscription: [MAU, MEU, MSG] });
    await both.presenter.load();
    const meu = both.presenter.cards.find((card) => card.metric === 'meu');
    expect((meu?.left.chart.option as unknown as { xAxis: { data: string[] } }).xAxis.data).toEqual([
      'Monthly engaged users',
    ]);
    const messagesOnly = planOverview({ subscription: [MSG] });
    await messagesOnly.presenter.load();
    const msg = messagesOnly.presenter.cards.find((card) => card.metric === 'miu');
    expect((msg?.right.chart.option as unknown as { series: { name: string }[] }).series).toHaveLength(1);
  });
});
