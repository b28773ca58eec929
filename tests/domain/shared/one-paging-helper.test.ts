import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/files-under';

const SRC = join(import.meta.dirname, '../../../src');

/** The one paging rule (page count, clamp, offset, slice) and the one backend page reader. */
const RULE = 'domain/shared/paging.rule.ts';
const READER = 'infrastructure/shared/windowed-pages.ts';

function sources(): { path: string; text: string }[] {
  return filesUnder(SRC)
    .filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'))
    .map((path) => ({ path: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));
}

/** Page arithmetic written in place: a page count by division, or an offset from a 1-based page. */
const PAGE_ARITHMETIC = [
  /Math\.ceil\([^)]*\/\s*[\w.]*(?:[Pp]age|[Ss]ize|[Tt]ake)\w*/,
  /\(\s*[\w.]*[Pp]age\s*-\s*1\s*\)\s*\*/,
];

describe('one paging helper (issue 36 §2)', () => {
  it('issue 36 §2: page counts, clamps and offsets are computed only by the paging rule', () => {
    const inPlace = sources()
      .filter(({ path, text }) => path !== RULE && PAGE_ARITHMETIC.some((pattern) => pattern.test(text)))
      .map(({ path }) => path);
    expect(inPlace).toEqual([]);
  });

  it('issue 36 §2: the windowed page loop is used only through the one backend page reader', () => {
    const direct = sources()
      .filter(({ path, text }) => path !== READER && /\breadWindowedPages\b/.test(text))
      .map(({ path }) => path);
    expect(direct).toEqual([]);
  });

  it('issue 36 §2: the guard sees page arithmetic written in place', () => {
    const written = ['Math.ceil(rows.length / rowsPerPage)', '(page - 1) * MEMBER_PAGE_SIZE'];
    expect(written.map((text) => PAGE_ARITHMETIC.some((pattern) => pattern.test(text)))).toEqual([
      true,
      true,
    ]);
  });
});
