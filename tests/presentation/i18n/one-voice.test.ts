import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, '../../../src/presentation/i18n/locales');

/** Every text of a language, each with the file and key it comes from. */
function textsOf(language: string): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string): void => {
    if (typeof value === 'string') found.push({ where, text: value });
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`);
    }
  };
  for (const file of readdirSync(join(LOCALES_DIR, language)).filter((name) => name.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(join(LOCALES_DIR, language, file), 'utf8')), file.slice(0, -5));
  }
  return found;
}

const matching = (language: string, pattern: RegExp) =>
  textsOf(language)
    .filter(({ text }) => pattern.test(text))
    .map(({ where, text }) => `${where}: ${text}`);

describe('one voice per language (issue 22 §17)', () => {
  it('issue 22 §17: Spanish speaks to the admin as tú throughout, never usted', () => {
    const usted =
      /\b(Inténtelo|Intente|[Vv]erifique|[Dd]esea|No tiene permiso|Haga|Seleccione|Ingrese|su búsqueda|su conexión|su plan|su empresa)\b/;
    expect(matching('es', usted)).toEqual([]);
  });

  it('issue 22 §17: Portuguese calls them "agentes", never "atendentes"', () => {
    expect(matching('pt', /atendente/i)).toEqual([]);
  });

  it('issue 22 §17: one label for the page-size control, the kit’s own', () => {
    for (const language of ['pt', 'en', 'es']) {
      const labels = textsOf(language).filter(({ where }) => /(^|\.)pageSize$/.test(where));
      expect(labels.map(({ where }) => where)).toEqual(['ui.pageSize']);
    }
  });
});
