import { afterEach, describe, expect, it, vi } from 'vitest';
import { WindowPagePrinter } from '../../../src/infrastructure/shared/page-printer.adapter';

afterEach(() => vi.restoreAllMocks());

describe('WindowPagePrinter (issue 24 §4)', () => {
  it("issue 24 §4: prints the module's own window (inside the portal, the frame's document)", () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    new WindowPagePrinter().print();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('issue 24 §4: a browser that refuses throws, so the report can say so', () => {
    vi.spyOn(window, 'print').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => new WindowPagePrinter().print()).toThrow('blocked');
  });
});
