import type { i18n } from 'i18next';
import { createI18n } from '../i18n/i18n';
import en from '../i18n/locales/en/gate.json';
import es from '../i18n/locales/es/gate.json';
import pt from '../i18n/locales/pt/gate.json';

/**
 * The gate page's texts travel in the entry itself (a few hundred bytes): a page that must send
 * nothing does not download a language chunk either (issue 20).
 */
const GATE_RESOURCES = { pt: { gate: pt }, en: { gate: en }, es: { gate: es } };

/**
 * Texts in the browser's language, ready at once: no portal told us its language. Read as the
 * host's value is (`es-MX` → es; anything not pt, en or es → pt, the default).
 */
export function createGateI18n(browserLanguage: string): i18n {
  return createI18n(browserLanguage, GATE_RESOURCES);
}
