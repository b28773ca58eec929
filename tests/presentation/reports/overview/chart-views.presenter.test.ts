import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChartViews } from '../../../../src/presentation/reports/overview/chart-views.presenter';
import { loaded, planOverview } from './plan-overview.fixture';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('issue 38 §1: the charts read as tables', () => {
  it('issue 38 §1: one switch per chart, each kept on its own until switched back', () => {
    const views = new ChartViews();
    expect(views.showsTable('dau', 'right')).toBe(false);
    views.viewAsTableChanged('dau', 'right', true);
    views.viewAsTableChanged('session', 'left', true);
    expect(views.showsTable('dau', 'right')).toBe(true);
    expect(views.showsTable('dau', 'left')).toBe(false);
    expect(views.showsTable('session', 'left')).toBe(true);
    views.viewAsTableChanged('dau', 'right', false);
    expect(views.showsTable('dau', 'right')).toBe(false);
    expect(views.showsTable('session', 'left')).toBe(true);
  });

  it('issue 38 §1: the choice stays when another month is shown, and each card has its table and sentence', async () => {
    const { presenter } = planOverview();
    await loaded(presenter);
    presenter.chartViews.viewAsTableChanged('deu', 'right', true);
    await presenter.periodChanged('2025-02');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(presenter.chartViews.showsTable('deu', 'right')).toBe(true);
    for (const card of presenter.cards) {
      for (const panel of [card.left, card.right]) {
        expect(panel.table.caption).toBe(panel.chart.ariaLabel);
        expect(panel.summary).not.toBe('');
        expect(panel.table.fileName).toMatch(
          new RegExp(`^plan-overview-${card.metric}-[a-z]+-2025-02\\.csv$`),
        );
      }
    }
  });
});
