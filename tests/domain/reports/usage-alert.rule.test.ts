import { describe, expect, it } from 'vitest';
import {
  usageAlertLevel,
  usageAlerts,
  type UsageAlertProjection,
} from '../../../src/domain/reports/usage-alert.rule';

const at = (planUsageRate: number, quantity = 1000) => usageAlertLevel({ quantity, planUsageRate });

describe('usage alert thresholds (issue 14: ≥ 80 % approaching, ≥ 100 % reached)', () => {
  it('79.99 % is no alert; 80 % approaching; 99.99 % approaching; 100 % reached; above 100 % reached', () => {
    expect(at(79.99)).toBeUndefined();
    expect(at(80)).toBe('approaching');
    expect(at(99.99)).toBe('approaching');
    expect(at(100)).toBe('reached');
    expect(at(137.5)).toBe('reached');
  });

  it('no plan to measure against: a zero, missing or unlimited (-1) quantity gives no alert', () => {
    expect(at(120, 0)).toBeUndefined();
    expect(usageAlertLevel({ quantity: undefined, planUsageRate: 120 })).toBeUndefined();
    expect(at(-1, -1)).toBeUndefined();
    expect(at(150, -1)).toBeUndefined();
  });

  it('a missing or non-number rate gives no alert', () => {
    expect(usageAlertLevel({ quantity: 10, planUsageRate: undefined })).toBeUndefined();
    expect(at(Number.NaN)).toBeUndefined();
  });

  it('the list: reached metrics first, then approaching ones, in the overview order; the others left out', () => {
    const list = usageAlerts({
      dau: { quantity: 100, planUsageRate: 85 },
      deu: { quantity: 100, planUsageRate: 40 },
      agent: { quantity: 10, planUsageRate: 100 },
    });
    expect(list).toEqual([
      { metric: 'agent', level: 'reached', planUsageRate: 100 },
      { metric: 'dau', level: 'approaching', planUsageRate: 85 },
    ]);
    expect(usageAlerts({})).toEqual([]);
  });

  it('issue 24 §1: under 80 % with a projection of 100 % or more and a crossing day is "projected to exceed"', () => {
    const crossing: UsageAlertProjection = { rate: 112, crossingDay: '2026-11-27' };
    const level = (planUsageRate: number, projection = crossing, quantity = 1000) =>
      usageAlertLevel({ quantity, planUsageRate, projection });
    expect(level(45)).toBe('projected');
    expect(level(79.99)).toBe('projected');
    // The usage levels win: at 80 % it is approaching, at 100 % reached, whatever the projection.
    expect(level(80)).toBe('approaching');
    expect(level(100)).toBe('reached');
    // A projection under 100 %, without a crossing day, or an unlimited plan: no alert.
    expect(level(45, { rate: 99.99, crossingDay: undefined })).toBeUndefined();
    expect(level(45, { rate: 120, crossingDay: undefined })).toBeUndefined();
    expect(level(45, crossing, -1)).toBeUndefined();
    expect(usageAlertLevel({ quantity: 1000, planUsageRate: 45 })).toBeUndefined();
  });

  it('issue 24 §1: projected alerts come after reached and approaching ones, with their crossing day', () => {
    const list = usageAlerts({
      dau: { quantity: 100, planUsageRate: 50, projection: { rate: 130, crossingDay: '2026-11-24' } },
      deu: { quantity: 100, planUsageRate: 85, projection: { rate: 140, crossingDay: '2026-11-20' } },
    });
    expect(list).toEqual([
      { metric: 'deu', level: 'approaching', planUsageRate: 85 },
      { metric: 'dau', level: 'projected', planUsageRate: 50, crossingDay: '2026-11-24' },
    ]);
  });
});
