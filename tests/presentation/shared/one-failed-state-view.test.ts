import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/files-under';

const SRC = join(import.meta.dirname, '../../../src');

/** Every view of the presentation layer. */
function views(): string[] {
  return filesUnder(join(SRC, 'presentation')).filter((path) => path.endsWith('.tsx'));
}

/** The one view that draws a load failure. */
const OWNER = 'presentation/ui/FailedState.view.tsx';

/**
 * A failed state drawn by hand: the failed-state class, or the warning empty state FailedState
 * is made of (its opening tag, up to the icon, without running into another one).
 */
const HAND_MADE = [/ui-failed-state/, /<EmptyState\s(?:(?!<EmptyState)[\s\S]){0,400}?icon=["']warning["']/];

function drawsFailedState(path: string): boolean {
  const text = readFileSync(path, 'utf8');
  return HAND_MADE.some((pattern) => pattern.test(text));
}

describe('one failed-state view (issue 36 §2)', () => {
  it('issue 36 §2: no view but FailedState draws a failed state', () => {
    const drawing = views()
      .filter(drawsFailedState)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => path !== OWNER);
    expect(drawing).toEqual([]);
  });

  it('issue 36 §2: the guard sees FailedState drawing it (the patterns match a real one)', () => {
    expect(drawsFailedState(join(SRC, OWNER))).toBe(true);
  });
});
