import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavigatorClipboardWriter } from '../../../src/infrastructure/tenant/clipboard-writer.adapter';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NavigatorClipboardWriter', () => {
  it('writes through navigator.clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await new NavigatorClipboardWriter().writeText('acme.blip.ai');
    expect(writeText).toHaveBeenCalledWith('acme.blip.ai');
  });

  it('rejects when the browser refuses, or has no clipboard', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
    });
    await expect(new NavigatorClipboardWriter().writeText('x')).rejects.toThrow('NotAllowedError');
    vi.stubGlobal('navigator', {});
    await expect(new NavigatorClipboardWriter().writeText('x')).rejects.toThrow('not available');
  });
});
