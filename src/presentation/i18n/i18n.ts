import i18next, { type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, normalizeLanguage } from './language';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, normalizeLanguage, type SupportedLanguage } from './language';

type LocaleModule = { readonly default: ResourceLanguage[string] };

// Every area adds its own `locales/<lang>/<namespace>.json`; bundling them all eagerly keeps
// start-up synchronous (no loading flash, no Suspense) and nobody edits a shared list.
const localeModules = import.meta.glob<LocaleModule>('./locales/*/*.json', { eager: true });

const LOCALE_PATH = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

function collectResources(): { resources: Resource; namespaces: string[] } {
  const resources: Record<string, ResourceLanguage> = {};
  const namespaces = new Set<string>();
  for (const [path, module] of Object.entries(localeModules)) {
    const match = LOCALE_PATH.exec(path);
    const language = match?.[1];
    const namespace = match?.[2];
    if (!language || !namespace) continue;
    resources[language] = { ...resources[language], [namespace]: module.default };
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces].sort() };
}

/** A fresh, ready i18next instance for the host's language (unknown → 'pt'). */
export function createI18n(language: string): i18n {
  const { resources, namespaces } = collectResources();
  const instance = i18next.createInstance();
  void instance.init({
    lng: normalizeLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    resources,
    ns: namespaces,
    defaultNS: 'ui',
    initAsync: false,
    returnNull: false,
    // React escapes rendered text; escaping here too would show entities such as &amp;.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
