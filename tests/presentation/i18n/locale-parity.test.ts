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
    const keys = (map: Map<string, Json> | undefined) => [...(map?.keys() ?? [])].sort();
    expect(keys(en)).toEqual(keys(pt));
    expect(keys(es)).toEqual(keys(pt));
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

  it.each(namespaces())('namespace %s: the same interpolation variables in every language', (namespace) => {
    const [pt, en, es] = SUPPORTED_LANGUAGES.map((language) => load(language, namespace));
    for (const [key, value] of en ?? []) {
      const expected = interpolations(String(value));
      expect(interpolations(String(pt?.get(key) ?? '')), `pt ${namespace}:${key}`).toEqual(expected);
      expect(interpolations(String(es?.get(key) ?? '')), `es ${namespace}:${key}`).toEqual(expected);
    }
  });
});
