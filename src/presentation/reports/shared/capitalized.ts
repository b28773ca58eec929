import type { Language } from '../../../domain/shared/language.rule';
import { displayLocale } from '../../../domain/shared/date-display.rule';

/** 'advanced' → 'Advanced' (spec 3 §3.1: the plan is displayed capitalised), in the user's locale. */
export function capitalized(text: string, language?: Language): string {
  const trimmed = text.trim();
  const locale = language === undefined ? undefined : displayLocale(language);
  return trimmed.charAt(0).toLocaleUpperCase(locale) + trimmed.slice(1);
}
