import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/files-under';

const PRESENTATION = join(import.meta.dirname, '../../../src/presentation');

/** The presentation's TypeScript files that are not views (.tsx): presenters and their helpers. */
function presentationSources(): string[] {
  return filesUnder(PRESENTATION).filter((path) => path.endsWith('.ts') && !path.endsWith('.d.ts'));
}

/** The files that may hold the i18next instance itself: its token, the port, its binding, the language switch. */
const INSTANCE_OWNERS = [
  'shared/i18n-instance.ts',
  'shared/texts.port.ts',
  'shell/shell.module.ts',
  'shell/shell.presenter.ts',
];

describe('presenters read texts through the Texts port (issue 36 §4)', () => {
  it('issue 36 §4: outside the shell, no presenter or helper is given the i18next instance', () => {
    const holders = presentationSources()
      .filter((path) => /\bI18nInstance\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(PRESENTATION, path).split('\\').join('/'))
      .filter((path) => !INSTANCE_OWNERS.includes(path));
    expect(holders).toEqual([]);
  });

  it("issue 36 §4: no presenter or helper writes a namespace into a text call ('{ ns: ... }')", () => {
    const written = presentationSources().filter((path) =>
      /\.t\([^)]*\{\s*ns:\s*'/.test(readFileSync(path, 'utf8')),
    );
    expect(written.map((path) => relative(PRESENTATION, path))).toEqual([]);
  });
});
