import type { Language } from '../shared/language.rule';
import { toSafeHttpsUrl } from '../shared/safe-url.rule';

/** Spec 3 §2.7 and §9: the pricing-changes link's locale, with an underscore. */
export type PricingLinkLocale = 'pt_BR' | 'en_US' | 'es_ES';

const LOCALES: Readonly<Record<Language, PricingLinkLocale>> = {
  pt: 'pt_BR',
  en: 'en_US',
  es: 'es_ES',
};

export function pricingLinkLocale(language: Language): PricingLinkLocale {
  return LOCALES[language] ?? 'pt_BR';
}

/**
 * Spec 3 §2.7: the configured pricing-changes page with `?locale=<pt_BR|en_US|es_ES>`. Only an
 * https address is linked (architecture.md §4: no navigation without validation); anything else
 * gives undefined and no link is shown. A locale already in the address is replaced.
 */
export function pricingChangesUrl(configured: string, language: Language): string | undefined {
  const safe = typeof configured === 'string' ? toSafeHttpsUrl(configured.trim()) : null;
  if (safe === null) return undefined;
  const url = new URL(safe);
  url.searchParams.set('locale', pricingLinkLocale(language));
  return url.href;
}
