import i18next, { type BackendModule, type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, normalizeLanguage } from './language';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, normalizeLanguage, type SupportedLanguage } from './language';

type LocaleModule = { readonly default: ResourceLanguage[string] };

// Every area adds its own `locales/<lang>/<namespace>.json`, so nobody edits a shared list.
// Each file is its own lazy chunk: a user downloads the texts of one language, not three.
const localeLoaders = import.meta.glob<LocaleModule>('./locales/*/*.json');

const LOCALE_PATH = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/;

function localeFiles(): { language: string; namespace: string; path: string }[] {
  return Object.keys(localeLoaders).flatMap((path) => {
    const [, language, namespace] = LOCALE_PATH.exec(path) ?? [];
    return language && namespace ? [{ language, namespace, path }] : [];
  });
}

/** Every namespace found under locales/, sorted. */
export const NAMESPACES: readonly string[] = [...new Set(localeFiles().map((file) => file.namespace))].sort();

/** Reads `locales/<lng>/<ns>.json` on demand; i18next asks for each namespace of a language. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeLoaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`no texts for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** All texts of the given languages, loaded now (tests, and anything that must render at once). */
export async function loadResources(languages: readonly string[] = SUPPORTED_LANGUAGES): Promise<Resource> {
  const resources: Record<string, ResourceLanguage> = {};
  const wanted = localeFiles().filter((file) => languages.includes(file.language));
  await Promise.all(
    wanted.map(async ({ language, namespace, path }) => {
      const module = await localeLoaders[path]!();
      resources[language] = { ...resources[language], [namespace]: module.default };
    }),
  );
  return resources;
}

/**
 * A fresh i18next instance for the host's language (unknown → 'pt'). With `resources` it is
 * ready at once; without, it loads the language's texts lazily — await `i18nReady` before the
 * first render, and `changeLanguage` loads the next language before it resolves.
 */
export function createI18n(language: string, resources?: Resource): i18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(localeBackend);
  void instance.init({
    lng: normalizeLanguage(language),
    // The key-parity test guarantees every key in every language, so no fallback language has
    // to be downloaded beside the active one.
    fallbackLng: resources ? DEFAULT_LANGUAGE : false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ...(resources ? { resources } : {}),
    ns: [...NAMESPACES],
    defaultNS: 'ui',
    initAsync: !resources,
    returnNull: false,
    // React escapes rendered text; escaping here too would show entities such as &amp;.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Resolves once the instance has the texts of its current language. */
export function i18nReady(instance: i18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => instance.on('initialized', () => resolve()));
}
