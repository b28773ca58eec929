import i18next, { type BackendModule, type i18n, type Resource, type ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, normalizeLanguage } from './language';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, normalizeLanguage, type SupportedLanguage } from './language';

type LanguageModule = { readonly default: ResourceLanguage };

// Every area adds its own `locales/<lang>/<namespace>.json`, so nobody edits a shared list.
// Each language's `index.ts` gathers its files into one lazy chunk: a user downloads the texts of
// one language, not three, in one request rather than one per namespace (issue 12).
const languageLoaders = import.meta.glob<LanguageModule>('./locales/*/index.ts');

/** Each lazily loading instance's first texts: what the first paint waits for. */
const textsReady = new WeakMap<i18n, Promise<void>>();

const loadedLanguages = new Map<string, Promise<ResourceLanguage>>();

/** One language's texts by namespace, downloaded once; an unknown language has none. */
function languageTexts(language: string): Promise<ResourceLanguage> {
  let texts = loadedLanguages.get(language);
  if (texts === undefined) {
    const load = languageLoaders[`./locales/${language}/index.ts`];
    texts = load ? load().then((module) => module.default) : Promise.resolve({});
    // A failed download may be tried again (the next language change).
    texts.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, texts);
  }
  return texts;
}

/** Reads a namespace of a language from its one chunk. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    languageTexts(language).then(
      (texts) => {
        const namespaceTexts = texts[namespace];
        if (namespaceTexts === undefined) callback(new Error(`no texts for ${language}/${namespace}`), false);
        else callback(null, namespaceTexts);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** All texts of the given languages, loaded now (tests, and anything that must render at once). */
export async function loadResources(languages: readonly string[] = SUPPORTED_LANGUAGES): Promise<Resource> {
  const loaded = await Promise.all(
    languages.map(async (language) => [language, await languageTexts(language)]),
  );
  return Object.fromEntries(loaded) as Resource;
}

/**
 * A fresh i18next instance for the host's language (unknown → 'pt'). With `resources` it is
 * ready at once; without, it loads the language's texts lazily — await `i18nReady` before the
 * first render, and `changeLanguage` loads the next language before it resolves.
 */
export function createI18n(language: string, resources?: Resource): i18n {
  const instance = i18next.createInstance();
  const lng = normalizeLanguage(language);
  const options = {
    lng,
    // The key-parity test guarantees every key in every language, so no fallback language has
    // to be downloaded beside the active one.
    fallbackLng: resources ? DEFAULT_LANGUAGE : (false as const),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    defaultNS: 'ui',
    returnNull: false,
    // React escapes rendered text; escaping here too would show entities such as &amp;.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  };
  if (resources) {
    void instance.init({ ...options, resources, ns: namespacesOf(resources), initAsync: false });
    return instance;
  }
  instance.use(localeBackend);
  const initialized = instance.init({ ...options, ns: [], initAsync: true });
  // The namespaces are known once the language's chunk is here. A failed download still
  // resolves (the texts' keys show), so the start-up never hangs.
  const texts = languageTexts(lng).catch((): ResourceLanguage => ({}));
  const ready = Promise.all([initialized, texts])
    .then(([, loaded]) => instance.loadNamespaces(Object.keys(loaded).sort()))
    .catch(() => undefined);
  textsReady.set(instance, ready);
  return instance;
}

function namespacesOf(resources: Resource): string[] {
  return [...new Set(Object.values(resources).flatMap((texts) => Object.keys(texts)))].sort();
}

/** Resolves once the instance has the texts of its current language. */
export function i18nReady(instance: i18n): Promise<void> {
  const ready = textsReady.get(instance);
  if (ready !== undefined) return ready;
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => instance.on('initialized', () => resolve()));
}

/**
 * Switches language once the first language's texts are in: before that the instance does not
 * know its namespaces yet, and a switch would resolve with no texts to show.
 */
export async function changeLanguageWithTexts(instance: i18n, language: string): Promise<void> {
  await i18nReady(instance);
  await instance.changeLanguage(language);
}
