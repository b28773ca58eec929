import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = (path: string) =>
  readFileSync(new URL(`../../../src/presentation/${path}`, import.meta.url), 'utf8');
const theme = css('ui/theme.css');

/** The value of a theme variable, or the literal colour itself. */
function resolved(value: string): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!variable) return value.trim().toLowerCase();
  const declared = new RegExp(`${variable[1]}:\\s*([^;]+);`).exec(theme);
  if (!declared) throw new Error(`${variable[1]} is not in the theme`);
  return resolved(declared[1]!);
}

/** The declarations of the first rule whose selector is exactly `selector`. */
function rule(source: string, selector: string): Record<string, string> {
  const start = source.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = source.slice(source.indexOf('{', start) + 1, source.indexOf('}', start));
  return Object.fromEntries(
    body
      .split(';')
      .map((line) => line.trim().split(/:\s*/))
      .filter((pair) => pair.length === 2)
      .map(([name, value]) => [name!, resolved(value!)]),
  );
}

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const pipelines = css('pipelines/PipelinesPage.css');
const documents = css('knowledge-base/CatalogDocumentsPage.css');
const BADGES: readonly (readonly [string, Record<string, string>, string])[] = [
  ["pipeline 'Publicada'", rule(pipelines, '.pipelines-status--published'), '#10b981'],
  ["pipeline 'Despublicada'", rule(pipelines, '.pipelines-status--unpublished'), '#9ca3af'],
  ["document 'Active'", rule(documents, ".ui-tag[data-sync-status='active']"), '#10b981'],
  ["document 'Inactive'", rule(documents, ".ui-tag[data-sync-status='inactive']"), '#9ca3af'],
];

describe('spec 2 §2.13/§9 status colours (issue 22 §12)', () => {
  it.each(BADGES)(
    'spec 2 §9: the %s badge is filled with the spec colour %s',
    (_name, declarations, colour) => {
      expect(declarations['background']).toBe(colour);
    },
  );

  it.each(BADGES)(
    'WCAG 1.4.3: the %s badge text reads at 4.5:1 or more on its fill',
    (name, declarations) => {
      const text = declarations['color'] ?? rule(pipelines, '.pipelines-status')['color'];
      expect(text, name).toBeDefined();
      expect(contrast(text!, declarations['background']!)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the spec colours as text on white would not: why the text is dark', () => {
    expect(contrast('#10b981', '#ffffff')).toBeLessThan(4.5);
    expect(contrast('#9ca3af', '#ffffff')).toBeLessThan(4.5);
  });
});
