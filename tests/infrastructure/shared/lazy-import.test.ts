import { describe, expect, it, vi } from 'vitest';
import { isCommandFailure } from '../../../src/domain/shared/command-failure';
import { lazyImport } from '../../../src/infrastructure/shared/lazy-import';

describe('lazyImport (the start-up answer schemas load beside the first request)', () => {
  it('imports once, however many readers ask, and from the prefetch on', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyImport(load);
    module.prefetch();
    const [first, second] = await Promise.all([module.get('a'), module.get('b')]);
    expect(first).toBe(second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that cannot be loaded is a host-unavailable CommandFailure, and the next use tries again', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 });
    const module = lazyImport(load);
    const failure: unknown = await module.get('getCurrentUser').catch((error: unknown) => error);
    expect(isCommandFailure(failure) && [failure.kind, failure.status]).toEqual(['host', 'unavailable']);
    expect(String(failure)).toContain('getCurrentUser');
    await expect(module.get('getCurrentUser')).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed prefetch is no unhandled rejection; the reader still gets the module on retry', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('schemas');
    const module = lazyImport(load);
    module.prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(module.get('x')).resolves.toBe('schemas');
  });
});
