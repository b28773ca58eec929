import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/files-under';

const SRC = join(import.meta.dirname, '../../../src');

/** Every TypeScript source under src (presenters, views, helpers, every layer). */
function sources(): string[] {
  return filesUnder(SRC).filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'));
}

/** 'loading' | 'ready' | 'failed' in any order, with either quote. */
const MEMBER = String.raw`\s*['"](?:loading|ready|failed)['"]\s*`;
const LOAD_UNION = new RegExp(`${MEMBER}\\|${MEMBER}\\|${MEMBER}`);

/** The one file that declares the load status. */
const OWNER = 'presentation/shared/async-load.ts';

describe('one async state (issue 36 §2)', () => {
  it('issue 36 §2: the load status union is declared once, as LoadStatus in async-load.ts', () => {
    const declared = sources()
      .filter((path) => {
        const text = readFileSync(path, 'utf8');
        return [...text.matchAll(new RegExp(LOAD_UNION, 'g'))].some(([union]) => {
          const members = new Set(union.split('|').map((member) => member.trim()));
          return members.size === 3;
        });
      })
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => path !== OWNER);
    expect(declared).toEqual([]);
  });

  it('issue 36 §2: async-load.ts still declares it', () => {
    expect(readFileSync(join(SRC, OWNER), 'utf8')).toMatch(
      /export type LoadStatus = 'loading' \| 'ready' \| 'failed';/,
    );
  });
});
