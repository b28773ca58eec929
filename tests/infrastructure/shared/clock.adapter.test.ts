import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from '../../../src/infrastructure/shared/clock.adapter';

afterEach(() => {
  vi.useRealTimers();
});

describe('SystemClock', () => {
  it('answers the current instant', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
    expect(new SystemClock().now().toISOString()).toBe('2025-05-01T10:00:00.000Z');
  });
});
