import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { USTED_TO_TU, ustedFormsIn } from '../../support/spanish-voice';

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

/** Every English text, keyed by file and key, to compare a translation against its source. */
const byKey = (language: string) => new Map(textsOf(language).map(({ where, text }) => [where, text]));

describe('one voice per language (issue 22 §17)', () => {
  it('issue 22 §17: Spanish speaks to the admin as tú throughout, never usted', () => {
    const usted =
      /\b(Inténtelo|Intente|[Vv]erifique|[Dd]esea|No tiene permiso|Haga|Seleccione|Ingrese|su búsqueda|su conexión|su plan|su empresa)\b/;
    expect(matching('es', usted)).toEqual([]);
  });

  it('issue 37 §6: Spanish verbs speak as tú too — gestiona, crea, administra, verifica, never Gestione, cree, Administre, Verifique', () => {
    const found = textsOf('es').flatMap(({ where, text }) =>
      ustedFormsIn(text).map((form) => `${where}: ${text} (${form})`),
    );
    expect(found).toEqual([]);
    expect(Object.keys(USTED_TO_TU)).toEqual(
      expect.arrayContaining(['Gestione', 'Cree', 'Administre', 'Verifique']),
    );
  });

  it("issue 37 §6 (spec 2 §2.12, §2.13): every 'Manage' is 'Gestionar/Gestiona' in Spanish and 'Gerenciar/Gerencie' in Portuguese", () => {
    const english = byKey('en');
    const manageKeys = [...english].filter(([, text]) => /\bmanag/i.test(text)).map(([where]) => where);
    expect(manageKeys).toContain('knowledgeBase.urlPages.title');
    expect(manageKeys).toContain('pipelines.subtitle');
    for (const [language, verb] of [
      ['es', /gesti[oó]n/i],
      ['pt', /geren|gestão/i],
    ] as const) {
      const texts = byKey(language);
      const other = manageKeys.filter((where) => !verb.test(texts.get(where) ?? ''));
      expect(other.map((where) => `${language} ${where}: ${texts.get(where)}`)).toEqual([]);
    }
  });

  it('issue 37 §6 (spec 2 §8 Lists): one English text of the knowledge base and pipelines reads the same in pt and es', () => {
    const spec2 = (where: string) => /^(knowledgeBase|pipelines)\./.test(where);
    const english = [...byKey('en')].filter(([where]) => spec2(where));
    for (const language of ['pt', 'es']) {
      const texts = byKey(language);
      const translations = new Map<string, Set<string>>();
      for (const [where, text] of english) {
        translations.set(text, (translations.get(text) ?? new Set()).add(texts.get(where) ?? ''));
      }
      const split = [...translations].filter(([, seen]) => seen.size > 1);
      expect(split.map(([text, seen]) => `${language} '${text}': ${[...seen].join(' | ')}`)).toEqual([]);
    }
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
