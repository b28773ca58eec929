import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/files-under';

const PRESENTATION = join(import.meta.dirname, '../../../src/presentation');

/** The table mechanism itself: the kit's DataTable and its parts. */
const MECHANISM = /^ui\/(DataTable\.view\.tsx|data-table\/)/;

/**
 * Tables that are not lists of records, so they are not the mechanism's business, each with why.
 * A new entry needs a reason of the same kind: no rows to select, page, sort, scroll or walk by key.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // Issue 38 §1: a chart's figures as a static data table — caption, a header cell per row
  // (scope="row"), the plan row in the foot — a dozen rows at most, nothing to select or page.
  'reports/overview/ChartTable.view.tsx': 'static data table of a chart',
  // Spec 2 §2.10: a radio group laid out in two columns inside a dialog; each row is one choice.
  'knowledge-base/RestoreVersionDialog.view.tsx': 'radio group laid out as a table',
};

/**
 * What drawing a table or row list of one's own looks like: table markup, ARIA table/grid roles,
 * or the mechanism's own machinery (virtualizer, row keys) used outside it.
 */
const OWN_TABLE = [
  /<(table|thead|tbody|tfoot|tr)[\s>]/,
  /role=["'{](grid|table|treegrid|row|rowgroup)\b/,
  /@tanstack\/react-virtual/,
  /\buseRowKeyboard\b/,
];

function views(): { path: string; text: string }[] {
  return filesUnder(PRESENTATION)
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => ({
      path: relative(PRESENTATION, path).split('\\').join('/'),
      text: readFileSync(path, 'utf8'),
    }));
}

describe('one table mechanism (issue 36 §2)', () => {
  it('issue 36 §2: no view under src/presentation draws a table, grid or row list outside DataTable, but the listed exceptions', () => {
    const own = views()
      .filter(({ path }) => !MECHANISM.test(path) && !(path in EXCEPTIONS))
      .filter(({ text }) => OWN_TABLE.some((pattern) => pattern.test(text)))
      .map(({ path }) => path);
    expect(own).toEqual([]);
  });

  it('issue 36 §2: each exception still draws its own table (a stale entry would hide a new one)', () => {
    const byPath = new Map(views().map(({ path, text }) => [path, text]));
    for (const path of Object.keys(EXCEPTIONS)) {
      expect(byPath.get(path), path).toMatch(OWN_TABLE[0]!);
    }
  });

  it('issue 36 §2: the Copilot and Calls bot list renders through DataTable', () => {
    const list = views().find(({ path }) => path === 'shared/bot-list/BotPermissionList.view.tsx');
    expect(list?.text).toMatch(/<DataTable\b/);
  });
});
