import type { Container } from 'inversify';
import { BootstrapUseCase } from '../application/access/bootstrap.use-case';
import { createI18n } from '../presentation/i18n/i18n';
import { I18nInstance } from '../presentation/shared/i18n-instance';

/**
 * The longest the first paint waits for the language. The portal's own answer waits at most
 * 1 s before the user's culture is used (issue 20 §4); this bound only matters when even the
 * logged user is not answered, and then the start-up fails anyway.
 */
export const HOST_LANGUAGE_WAIT_MS = 2000;

/**
 * The first paint speaks the session's language and downloads its texts only (issue 12: the texts
 * of the other languages stay out of the first load). The language is the bootstrap's (the portal's,
 * else the user's culture, else 'pt'), asked before anything reads the i18n instance; if it is not
 * known within HOST_LANGUAGE_WAIT_MS, `fallback` (the browser's language) paints the failure page.
 */
export async function bindHostLanguageTexts(container: Container, fallback: string): Promise<I18nInstance> {
  const bootstrap = container.get<BootstrapUseCase>(BootstrapUseCase);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(fallback), HOST_LANGUAGE_WAIT_MS);
  });
  const language = await Promise.race([bootstrap.language(), slow]);
  clearTimeout(timer);
  const i18n = createI18n(language);
  container.rebind<I18nInstance>(I18nInstance).toConstantValue(i18n);
  return i18n;
}
