import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  normalizeLanguage,
  type Language,
} from '../../domain/shared/language.rule';

/** The UI languages; the rule that reads the host's value lives in the domain (spec 1 §1). */
export const SUPPORTED_LANGUAGES = LANGUAGES;
export type SupportedLanguage = Language;
export { DEFAULT_LANGUAGE, normalizeLanguage };
