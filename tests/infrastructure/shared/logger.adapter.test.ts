import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleLogger } from '../../../src/infrastructure/shared/logger.adapter';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConsoleLogger', () => {
  it('tags errors and warnings, with the detail when there is one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const detail = new Error('x');
    new ConsoleLogger().error('Failed to leave', detail);
    new ConsoleLogger().warn('Slow');
    expect(error).toHaveBeenCalledWith('[tenant-admin] Failed to leave', detail);
    expect(warn).toHaveBeenCalledWith('[tenant-admin] Slow');
  });
});
