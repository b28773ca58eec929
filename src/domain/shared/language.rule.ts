/** UI languages (spec 1 §1): codes pt, en, es. */
export const LANGUAGES = ['pt', 'en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt';

export type HelpLinkLocale = 'pt_BR' | 'en_US' | 'es_MX';
export const DEFAULT_HELP_LINK_LOCALE: HelpLinkLocale = 'en_US';

const HELP_LINK_LOCALES: Readonly<Record<Language, HelpLinkLocale>> = {
  pt: 'pt_BR',
  en: 'en_US',
  es: 'es_MX',
};

/**
 * The primary subtag of a lower-cased, trimmed code ('pt-br' → 'pt', 'es_MX' → 'es'),
 * or undefined when it is none of ours. Regional variants beyond the three the spec
 * names (e.g. 'es-es', the Spanish UI locale) are read by their language.
 */
export function knownLanguage(raw: unknown): Language | undefined {
  if (typeof raw !== 'string') return undefined;
  const primary = raw.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/** The shared language value: lower-cased, 'pt' by default (spec 1 §1, spec 3 §3.1). */
export function normalizeLanguage(raw: unknown): Language {
  return knownLanguage(raw) ?? DEFAULT_LANGUAGE;
}

/** Locale of help and pricing links: pt→pt_BR, en→en_US, es→es_MX, else en_US (spec 1 §1). */
export function helpLinkLocale(raw: unknown): HelpLinkLocale {
  const language = knownLanguage(raw);
  return language === undefined ? DEFAULT_HELP_LINK_LOCALE : HELP_LINK_LOCALES[language];
}
