import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../../support/files-under';
import { ROUTE_TABLE } from '../../../../src/presentation/shell/routes/route-table';

const SRC = join(__dirname, '../../../../src');
/** Issue 36 §1: the route manifest's parts, one per area of the module. */
const MANIFEST = new Set(['domain/access/settings-routes.ts', 'domain/access/usage-routes.ts']);

function sourceFiles(folder: string): string[] {
  return filesUnder(folder).filter((path) => /\.tsx?$/.test(path));
}

/** A path's first segments as written in code: '/members' in quotes or opening a template. */
function literalsOf(path: string): RegExp {
  const fixed = path.split('/:')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`['"\`]${fixed}(?=['"\`/?$])`);
}

describe('the route manifest (issue 21 §1, issue 36 §1: a route is declared once)', () => {
  it("issue 21 §1, issue 36 §1: no file of src/ but the route manifest writes a page's path", () => {
    // Infrastructure writes the backend's addresses, some of which share a page's name
    // ('/knowledge-base', '/daily-active-users/daily'): those are the services' paths, not routes.
    const files = sourceFiles(SRC)
      .map((file) => ({ name: relative(SRC, file), text: readFileSync(file, 'utf8') }))
      .filter((file) => !file.name.startsWith('infrastructure/'));
    const elsewhere = ROUTE_TABLE.filter((row) => row.path !== '/').flatMap((row) =>
      files
        .filter((file) => !MANIFEST.has(file.name) && literalsOf(row.path).test(file.text))
        .map((file) => `${row.path} in ${file.name}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('the check finds a path written again (it can fail)', () => {
    expect(literalsOf('/members').test("navigate('/members')")).toBe(true);
    expect(literalsOf('/pipeline/:catalogId/documents').test('`/pipeline/${id}`')).toBe(true);
    expect(literalsOf('/members').test("'/members-of-something'")).toBe(false);
  });
});
