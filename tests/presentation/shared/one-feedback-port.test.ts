import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../support/files-under';

const SRC = join(import.meta.dirname, '../../../src');
const PRESENTATION = join(SRC, 'presentation');

/** Every TypeScript source of the presentation layer (presenters, views, helpers). */
function sources(): string[] {
  return filesUnder(PRESENTATION).filter((path) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts'));
}

/**
 * A call of the host's toast: `.toast(` on anything named after the host (`host`, `this.host`,
 * `this.deps.host`, `hostGateway`), or `.toast({` on any receiver (a toast request written in
 * place). A feature's own `toast('success', key)` that only builds a request is neither.
 */
const HOST_TOAST = [/\w*host\w*\??\.toast\s*\(/i, /\.toast\(\s*\{/];

/** The one file that calls it: the Feedback port's adapter. */
const OWNER = 'presentation/shared/host-feedback.ts';

function callsHostToast(path: string): boolean {
  const text = readFileSync(path, 'utf8');
  return HOST_TOAST.some((pattern) => pattern.test(text));
}

describe('one feedback port (issue 36 §2)', () => {
  it('issue 36 §2: no presentation file but the Feedback adapter calls the host toast', () => {
    const callers = sources()
      .filter(callsHostToast)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => path !== OWNER);
    expect(callers).toEqual([]);
  });

  it('issue 36 §2: the guard sees the adapter calling it (the patterns match a real call)', () => {
    expect(callsHostToast(join(SRC, OWNER))).toBe(true);
  });
});
