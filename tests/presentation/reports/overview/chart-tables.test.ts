import { describe, expect, it } from 'vitest';
import {
  REPORT_SUCCESS,
  type MetricConsumption,
  type ReportResult,
} from '../../../../src/domain/reports/consumption.entity';
import type { SessionSummary } from '../../../../src/domain/reports/conversation.entity';
import type { Language } from '../../../../src/domain/shared/language.rule';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import type { ChartTable } from '../../../../src/presentation/reports/overview/chart-table';
import { monthlyUsersCard } from '../../../../src/presentation/reports/overview/monthly-users-card';
import type {
  CardContext,
  Translate,
} from '../../../../src/presentation/reports/overview/overview-card.model';
import { ratedCard } from '../../../../src/presentation/reports/overview/rated-card';
import { sessionCard } from '../../../../src/presentation/reports/overview/session-card';
import { TEST_RESOURCES } from '../../i18n/test-resources';

function context(language: Language): CardContext {
  const i18n = createI18n(language, TEST_RESOURCES);
  const t: Translate = (key, values) => i18n.t(`planOverview:${key}`, { ...values });
  return { language, t, month: { year: 2026, month: 11 } };
}

const success = <T>(value: T): ReportResult<T> => ({ status: REPORT_SUCCESS, value });
const failure = <T>(value: T): ReportResult<T> => ({ status: 'failure', value });

const WEEKS = [
  ['2026-11-01', '2026-11-07', 400],
  ['2026-11-08', '2026-11-14', 900],
  ['2026-11-15', '2026-11-21', 1930],
  ['2026-11-22', '2026-11-28', 0],
] as const;

function dau(overrides: Partial<MetricConsumption> = {}): MetricConsumption {
  return {
    metric: {
      metricId: 'DailyActiveUser',
      quantity: 5000,
      allowAdditionalItem: false,
      additionalItemValue: 0,
    },
    total: 3230,
    planUsageRate: 64.6,
    exceededPlan: 0,
    planUsage: 3230,
    availablePlan: 1770,
    weeklyAverage: 807.5,
    topWeekNumber: 3,
    weekItems: WEEKS.map(([start, end, total], weekNumber) => ({
      weekNumber,
      startDateReference: start,
      endDateReference: end,
      total,
    })),
    startDateReference: '2026-11-01',
    endDateReference: '2026-11-28',
    ...overrides,
  };
}

/** A table as its rows read: the header cells, then each row's header and cells. */
function grid(table: ChartTable): string[][] {
  const row = (header: string, cells: readonly { text: string }[]) => [header, ...cells.map((c) => c.text)];
  return [
    [table.rowHeader, ...table.columns.map((column) => column.header)],
    ...table.rows.map((r) => row(r.header, r.cells)),
    ...(table.planRow ? [row(table.planRow.header, table.planRow.cells)] : []),
  ];
}

describe('issue 38 §1: the charts of the Plan Overview as tables and sentences', () => {
  it('issue 38 §1: the weekly bars of a rated card, each week its share of the plan, the plan row, the highest week (en)', () => {
    const card = ratedCard('dau', success(dau()), context('en'));
    const { table, summary } = card.right;
    expect(table.caption).toBe('Single Conversations per week');
    expect(table.caption).toBe(card.right.chart.ariaLabel);
    expect(grid(table)).toEqual([
      ['Week', 'Single conversations', 'Share of the plan (%)'],
      ['11/1/2026 to 11/7/2026', '400', '8%'],
      ['11/8/2026 to 11/14/2026', '900', '18%'],
      ['11/15/2026 to 11/21/2026', '1,930', '38.6%'],
      ['11/22/2026 to 11/28/2026', '0', '0%'],
      ['Plan total', '5,000', ''],
    ]);
    expect(table.columns.map((column) => column.unit)).toEqual(['count', 'percent']);
    expect(table.rows[2]?.cells.map((cell) => cell.data)).toEqual([1930, 38.6]);
    expect(table.fileName).toBe('plan-overview-dau-weekly-2026-11.csv');
    expect(summary).toBe(
      'Highest week: 11/15/2026 to 11/21/2026, 1,930 single conversations, 39% of the plan.',
    );
  });

  it('issue 38 §1: the same weekly bars in Spanish', () => {
    const { table, summary } = ratedCard('dau', success(dau()), context('es')).right;
    expect(grid(table)).toEqual([
      ['Semana', 'Conversaciones únicas', 'Proporción del plan (%)'],
      ['01/11/2026 a 07/11/2026', '400', '8%'],
      ['08/11/2026 a 14/11/2026', '900', '18%'],
      ['15/11/2026 a 21/11/2026', '1930', '38,6%'],
      ['22/11/2026 a 28/11/2026', '0', '0%'],
      ['Total del plan', '5000', ''],
    ]);
    expect(summary).toBe(
      'Semana de mayor uso: 15/11/2026 a 21/11/2026, 1930 conversaciones únicas, 39% del plan.',
    );
    // And in Portuguese, whose thousands take a dot from 1,000 on.
    expect(ratedCard('dau', success(dau()), context('pt')).right.summary).toBe(
      'Semana de maior uso: 15/11/2026 a 21/11/2026, 1.930 conversas únicas, 39% do plano.',
    );
  });

  it('issue 38 §1: the doughnut as used and available with their shares and the plan (en, es)', () => {
    const en = ratedCard('dau', success(dau()), context('en')).left;
    expect(en.table.caption).toBe('Single Conversations: used and available in the plan');
    expect(grid(en.table)).toEqual([
      ['Part', 'Single conversations', 'Share (%)'],
      ['Used', '3,230', '64.6%'],
      ['Available', '1,770', '35.4%'],
      ['Plan total', '5,000', ''],
    ]);
    expect(en.summary).toBe('Used: 3,230 of 5,000 single conversations (64.6% of the plan); 1,770 left.');
    const es = ratedCard(
      'agent',
      success(dau({ metric: { ...dau().metric, quantity: 1 } })),
      context('es'),
    ).left;
    expect(es.summary).toBe('Utilizado: 3230 de 1 agente (64,6% del plan); quedan 1770.');
  });

  it("issue 38 §1: an unlimited plan reads 'Unlimited', without shares (en, es)", () => {
    const unlimited = dau({
      metric: { ...dau().metric, quantity: -1 },
      planUsageRate: -1,
      availablePlan: 0,
    });
    const en = ratedCard('dau', success(unlimited), context('en'));
    expect(grid(en.left.table)).toEqual([
      ['Part', 'Single conversations'],
      ['Used', '3,230'],
      ['Available', 'Unlimited'],
      ['Plan total', 'Unlimited'],
    ]);
    expect(en.left.summary).toBe('Used: 3,230 single conversations; the plan has no limit.');
    expect(grid(en.right.table)[0]).toEqual(['Week', 'Single conversations']);
    expect(grid(en.right.table).at(-1)).toEqual(['Plan total', 'Unlimited']);
    expect(en.right.summary).toBe('Highest week: 11/15/2026 to 11/21/2026, 1,930 single conversations.');
    const es = ratedCard('deu', success(unlimited), context('es'));
    expect(es.left.summary).toBe(
      'Utilizado: 3230 conversaciones únicas comprometidas; el plan no tiene límite.',
    );
    expect(es.right.summary).toBe(
      'Semana de mayor uso: 15/11/2026 a 21/11/2026, 1930 conversaciones únicas comprometidas.',
    );
  });

  it("issue 38 §1: without data every figure reads '--', nothing to export, and the sentence says so (en, es)", () => {
    const en = ratedCard('dau', failure(dau()), context('en'));
    expect(grid(en.left.table)).toEqual([
      ['Part', 'Single conversations', 'Share (%)'],
      ['Used', '--', '--'],
      ['Available', '--', '--'],
      ['Plan total', '--', ''],
    ]);
    expect(en.left.table.hasData).toBe(false);
    expect(en.left.table.rows[0]?.cells.map((cell) => cell.data)).toEqual(['', '']);
    // The month's weeks still label the rows; the table keeps its shape, every figure '--'.
    expect(grid(en.right.table)).toEqual([
      ['Week', 'Single conversations', 'Share of the plan (%)'],
      ['11/1/2026 to 11/7/2026', '--', '--'],
      ['11/8/2026 to 11/14/2026', '--', '--'],
      ['11/15/2026 to 11/21/2026', '--', '--'],
      ['11/22/2026 to 11/28/2026', '--', '--'],
      ['11/29/2026 to 11/30/2026', '--', '--'],
      ['Plan total', '--', ''],
    ]);
    expect([en.left.summary, en.right.summary]).toEqual([
      'No data for this month.',
      'No data for this month.',
    ]);
    const es = sessionCard(failure({} as SessionSummary), context('es'), new Date('2026-11-20T00:00:00Z'));
    expect(es.left.summary).toBe('No hay datos para este mes.');
    expect(es.left.table.rows.map((row) => row.cells[0]?.text)).toEqual(['--', '--', '--', '--']);
  });

  it('issue 38 §1: while the card loads the figures read --, and there is no sentence yet', () => {
    const card = ratedCard('dau', undefined, context('en'));
    expect([card.left.summary, card.right.summary]).toEqual(['', '']);
    expect(card.left.table.rows[0]?.cells[0]?.text).toBe('--');
  });

  it('issue 38 §1: a month at 0 says there was no usage', () => {
    const zero = dau({
      total: 0,
      planUsage: 0,
      availablePlan: 5000,
      planUsageRate: 0,
      weekItems: dau().weekItems.map((week) => ({ ...week, total: 0 })),
    });
    expect(ratedCard('agent', success(zero), context('en')).right.summary).toBe('No agents this month.');
    expect(ratedCard('agent', success(zero), context('es')).right.summary).toBe(
      'Ningún registro de agentes este mes.',
    );
  });

  it('issue 38 §1: the conversations card, its bar by part and its weekly lines with units (en, es)', () => {
    const summary: SessionSummary = {
      freeTierLimit: 1000,
      total: 2000,
      totalBusinessInitiated: 1200,
      totalUserInitiated: 800,
      totalFreeTier: 500,
      totalFreeEntryPoint: 100,
      totalFreeCustomerService: 200,
      totalRegular: 1200,
      weekItems: WEEKS.slice(0, 2).map(([start, end], weekNumber) => ({
        weekNumber,
        startDateReference: start,
        endDateReference: end,
        total: weekNumber === 0 ? 700 : 1300,
        totalBusinessInitiated: weekNumber === 0 ? 400 : 800,
        totalUserInitiated: weekNumber === 0 ? 300 : 500,
      })),
    };
    const en = sessionCard(success(summary), context('en'), new Date('2026-11-20T00:00:00Z'));
    expect(grid(en.left.table)).toEqual([
      ['Part', 'Conversations'],
      ['Free tier', '500'],
      ['Free entry point', '100'],
      ['Free customer service', '200'],
      ['Charged', '1,200'],
    ]);
    expect(en.left.summary).toBe('Largest part: Charged, 1,200 of 2,000 conversations.');
    expect(grid(en.right.table)).toEqual([
      [
        'Week',
        'Business initiated (conversations)',
        'User initiated (conversations)',
        'Total (conversations)',
      ],
      ['11/1/2026 to 11/7/2026', '400', '300', '700'],
      ['11/8/2026 to 11/14/2026', '800', '500', '1,300'],
    ]);
    expect(en.right.summary).toBe('Highest week: 11/8/2026 to 11/14/2026, 1,300 conversations.');
    const es = sessionCard(success(summary), context('es'), new Date('2026-11-20T00:00:00Z'));
    expect(es.left.summary).toBe('Mayor parte: Cobradas, 1200 de 2000 conversaciones.');
    expect(grid(es.right.table)[0]).toEqual([
      'Semana',
      'Iniciadas por la empresa (conversaciones)',
      'Iniciadas por el usuario (conversaciones)',
      'Total (conversaciones)',
    ]);
  });

  it('issue 38 §1: the MIU card lists its monthly totals in the language (en, es)', () => {
    const users = { ...dau(), metric: { ...dau().metric, metricId: 'MonthlyActiveUser' }, total: 1234 };
    const messages = { ...dau(), metric: { ...dau().metric, metricId: 'ExchangedMessage' }, total: 56789 };
    const shown = { users: true, messages: true, variant: 'mauMsg' } as const;
    const en = monthlyUsersCard('miu', success([users, messages]), shown, context('en'));
    expect(grid(en.left.table)).toEqual([
      ['Metric', 'Monthly total'],
      ['Monthly interacting users', '1,234'],
      ['Exchanged messages', '56,789'],
    ]);
    expect(en.left.summary).toBe('This month: 1,234 interacting users and 56,789 messages.');
    expect(grid(en.right.table)[0]).toEqual(['Week', 'Monthly interacting users', 'Exchanged messages']);
    expect(en.right.summary).toBe('Highest week: 11/15/2026 to 11/21/2026, 1,930 interacting users.');
    const es = monthlyUsersCard('miu', success([users, messages]), shown, context('es'));
    expect(es.left.summary).toBe('Este mes: 1234 usuarios interactivos y 56.789 mensajes.');
  });
});
