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

  it('issue 36 §2: async-load.ts still declares it, with the partial phase', () => {
    expect(readFileSync(join(SRC, OWNER), 'utf8')).toMatch(
      /export type LoadStatus = 'loading' \| 'partial' \| 'ready' \| 'failed';/,
    );
  });

  it('issue 36 §2: no presenter sets loading/failed flags of its own beside AsyncLoad', () => {
    const declaring = presenterFiles()
      .filter(({ text }) => FLAG_FIELD.test(text))
      .map(({ path }) => path)
      .filter((path) => !(path in FLAGS_THAT_ARE_NOT_A_LOAD));
    expect(declaring).toEqual([]);
  });

  it('issue 36 §2: LatestLoad is used bare only as the stale-answer guard of loads without a status', () => {
    const users = presenterFiles()
      .filter(({ text }) => /\bnew LatestLoad\(/.test(text))
      .map(({ path }) => path)
      .sort();
    expect(users).toEqual(Object.keys(BARE_GUARDS).sort());
  });

  it('issue 36 §2: the guards above see a hand-set flag and a bare LatestLoad', () => {
    expect(FLAG_FIELD.test('class A {\n  botsLoading = false;\n}')).toBe(true);
    expect(FLAG_FIELD.test('class A {\n  failed: boolean = true;\n}')).toBe(true);
    expect(FLAG_FIELD.test('class A {\n  get loading(): boolean {')).toBe(false);
  });
});

/** A class field named loading/…Loading/failed/…Failed given a boolean: a status set by hand. */
const FLAG_FIELD =
  /^ {2}(?:(?:readonly|private|protected|public) )*\w*(?:[Ll]oading|[Ff]ailed)(?::\s*boolean)?\s*=\s*(?:true|false);/m;

/** Flags that are not the state of a load, with why. */
const FLAGS_THAT_ARE_NOT_A_LOAD: Readonly<Record<string, string>> = {
  // Spec 3 §4.1: the header shows 'loading' until the status is committed 1 s after it is read.
  'presentation/reports/overview/status-commit.presenter.ts': 'a commit delay, not a load',
  // The WABA list's answer says whether it succeeded; the load itself is the conversation data's.
  'presentation/reports/conversations/waba-filter.presenter.ts': 'part of the answer',
};

/** Work with no status to show, guarded by LatestLoad alone (its doc comment says why). */
const BARE_GUARDS: Readonly<Record<string, string>> = {
  'presentation/knowledge-base/document-poller.ts': "a poller's rounds",
  'presentation/knowledge-base/version-totals.presenter.ts': 'a fan-out of version counts',
  'presentation/reports/overview/plan-overview.presenter.ts':
    "cards whose answers are their state; the status commit keeps the load's check",
  'presentation/shared/async-load.ts': 'AsyncLoad itself',
};

/** Presentation sources other than views (a view's `loading = false` is a prop's default). */
function presenterFiles(): { path: string; text: string }[] {
  return sources()
    .map((path) => ({ path: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
    .filter(({ path }) => path.startsWith('presentation/') && !path.endsWith('.tsx'));
}
