import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../src/presentation/i18n/language';

const LOCALES_DIR = join(import.meta.dirname, '../../../src/presentation/i18n/locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = ''): Map<string, Json> {
  const entries = new Map<string, Json>();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) entries.set(path, leaf);
    }
  } else {
    entries.set(prefix, value);
  }
  return entries;
}

function namespaces(): string[] {
  const names = new Set<string>();
  for (const language of SUPPORTED_LANGUAGES) {
    for (const file of readdirSync(join(LOCALES_DIR, language))) {
      if (file.endsWith('.json')) names.add(file.slice(0, -'.json'.length));
    }
  }
  return [...names].sort();
}

function load(language: string, namespace: string): Map<string, Json> | undefined {
  try {
    return flatten(
      JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Json,
    );
  } catch {
    return undefined;
  }
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A language's keys with each plural group's suffixes replaced by the categories that language needs. */
function baseKeys(map: Map<string, Json> | undefined): string[] {
  return [...new Set([...(map?.keys() ?? [])].map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/** The plural groups of a language's file: base key → the suffixes it has. */
function pluralGroups(map: Map<string, Json> | undefined): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of map?.keys() ?? []) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match === null) continue;
    const base = key.slice(0, match.index);
    groups.set(base, [...(groups.get(base) ?? []), match[1] as string].sort());
  }
  return groups;
}

const interpolations = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('locale files (architecture.md §3: pt, en, es complete, key parity)', () => {
  it('there are locale folders only for the supported languages', () => {
    const folders = readdirSync(LOCALES_DIR).sort();
    expect(folders).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  it.each(namespaces())('namespace %s: pt, en and es have the same keys and no empty text', (namespace) => {
    const [pt, en, es] = SUPPORTED_LANGUAGES.map((language) => load(language, namespace));
    expect(pt, `pt/${namespace}.json missing or invalid`).toBeDefined();
    expect(en, `en/${namespace}.json missing or invalid`).toBeDefined();
    expect(es, `es/${namespace}.json missing or invalid`).toBeDefined();
    // Plural groups are compared by their base key; each language's categories are checked below.
    expect(baseKeys(en)).toEqual(baseKeys(pt));
    expect(baseKeys(es)).toEqual(baseKeys(pt));
    for (const [language, map] of [
      ['pt', pt],
      ['en', en],
      ['es', es],
    ] as const) {
      for (const [key, value] of map ?? []) {
        expect(typeof value, `${language}/${namespace}: ${key} is not a text`).toBe('string');
        expect(String(value).trim(), `${language}/${namespace}: ${key} is empty`).not.toBe('');
      }
    }
  });

  it.each(namespaces())(
    'issue 36 §4: namespace %s: every plural key has exactly the plural categories of each language',
    (namespace) => {
      const groups = SUPPORTED_LANGUAGES.map((language) => pluralGroups(load(language, namespace)));
      const bases = new Set(groups.flatMap((group) => [...group.keys()]));
      SUPPORTED_LANGUAGES.forEach((language, index) => {
        // Current CLDR data gives pt and es a 'many' form (1 000 000 and up) beside 'one' and 'other'.
        const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        for (const base of bases) {
          expect(groups[index]?.get(base), `${language}/${namespace}: ${base}`).toEqual(categories);
        }
      });
    },
  );

  it.each(namespaces())('namespace %s: the same interpolation variables in every language', (namespace) => {
    const [pt, en, es] = SUPPORTED_LANGUAGES.map((language) => load(language, namespace));
    const otherForm = (map: Map<string, Json> | undefined, key: string) =>
      map?.get(key) ?? map?.get(key.replace(PLURAL_SUFFIX, '_other'));
    for (const [key, value] of en ?? []) {
      const expected = interpolations(String(value));
      expect(interpolations(String(otherForm(pt, key) ?? '')), `pt ${namespace}:${key}`).toEqual(expected);
      expect(interpolations(String(otherForm(es, key) ?? '')), `es ${namespace}:${key}`).toEqual(expected);
    }
  });

  it.each(namespaces())(
    'issue 36 §4: namespace %s: no hand-made plural pair (a key ending in One beside one ending in Many)',
    (namespace) => {
      for (const language of SUPPORTED_LANGUAGES) {
        const keys = new Set(load(language, namespace)?.keys() ?? []);
        const pairs = [...keys].filter(
          (key) =>
            /One$/.test(key) &&
            [...keys].some((other) => /Many$/.test(other) && other.slice(0, -4) === key.slice(0, -3)),
        );
        expect(pairs, `${language}/${namespace}: use i18next's _one/_other with count`).toEqual([]);
      }
    },
  );
});
