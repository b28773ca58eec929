import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../../src/presentation');
const OWN_STYLES = ['shell', 'home', 'access'].flatMap((folder) =>
  readdirSync(join(ROOT, folder))
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(ROOT, folder, file)),
);

describe('page root sizing', () => {
  it('spec 1 §7 heightChange: shell, home and gate styles never size from the viewport or the frame (no vh, no 100% heights)', () => {
    expect(OWN_STYLES.length).toBeGreaterThan(0);
    for (const file of OWN_STYLES) {
      const css = readFileSync(file, 'utf8');
      expect(css, file).not.toMatch(/\d\s*(d|s|l)?vh\b/);
      expect(css, file).not.toMatch(/(^|[^-])height\s*:\s*100%/m);
    }
  });
});
