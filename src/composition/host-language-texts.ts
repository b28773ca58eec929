import type { Container } from 'inversify';
import { HostGateway } from '../application/shared/host.port';
import { createI18n } from '../presentation/i18n/i18n';
import { I18nInstance } from '../presentation/shared/i18n-instance';

/** How long the first paint waits for the host to name its language before using the fallback. */
export const HOST_LANGUAGE_WAIT_MS = 1500;

/**
 * The first paint speaks the host's language and downloads its texts only (issue 12: the texts
 * of the other languages stay out of the first load). The host is asked before anything reads
 * the i18n instance; a host that fails or is slow leaves `fallback` (the browser's language).
 */
export async function bindHostLanguageTexts(container: Container, fallback: string): Promise<I18nInstance> {
  const host = container.get<HostGateway>(HostGateway);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(fallback), HOST_LANGUAGE_WAIT_MS);
  });
  const asked = host.getCurrentLanguage().catch(() => fallback);
  const language = await Promise.race([asked, slow]);
  clearTimeout(timer);
  const i18n = createI18n(language);
  container.rebind<I18nInstance>(I18nInstance).toConstantValue(i18n);
  return i18n;
}
