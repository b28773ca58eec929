import { describe, expect, it } from 'vitest';
import { ChartViews } from '../../../../src/presentation/reports/overview/chart-views.presenter';

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
});
