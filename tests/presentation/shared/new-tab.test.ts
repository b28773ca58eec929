import { describe, expect, it } from 'vitest';
import { openInNewTab } from '../../../src/presentation/shared/new-tab';

/** A window whose `open` answers `tab` and records what it was asked. */
function browser(tab: { opener: unknown; location: { replace: (url: string) => void } } | null) {
  const opened: unknown[][] = [];
  return {
    opened,
    win: {
      open: (...args: unknown[]) => {
        opened.push(args);
        return tab as Window | null;
      },
    },
  };
}

describe('openInNewTab (issue 37 §9)', () => {
  it('issue 37 §9 (spec 2 §2.5): a blocked popup (window.open answers null) is reported as not opened', () => {
    const { win } = browser(null);
    expect(openInNewTab('https://media.example.com/a.pdf', win)).toBe(false);
  });

  it('issue 37 §9: an opened tab loses its handle on this window before it goes to the link', () => {
    const steps: string[] = [];
    const tab = {
      opener: {} as unknown,
      location: {
        replace: (url: string) => steps.push(`${tab.opener === null ? 'detached' : 'attached'} ${url}`),
      },
    };
    const { win, opened } = browser(tab);
    expect(openInNewTab('https://media.example.com/a.pdf', win)).toBe(true);
    // Opened blank without 'noopener', which would make window.open answer null even when it opened.
    expect(opened).toEqual([['about:blank', '_blank']]);
    expect(steps).toEqual(['detached https://media.example.com/a.pdf']);
  });
});
