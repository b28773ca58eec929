import type { I18nInstance } from './i18n-instance';

/**
 * The one way a presenter reads its texts (issue 36 §4): `texts.t('mtls:messages.loadFailed')`,
 * a typed 'namespace:key' (src/presentation/i18n/texts.d.ts) in the session's language, with
 * i18next's interpolation and plurals (`count`). Bound in the shell's module to the container's
 * i18next instance, so a language change reaches every presenter; a test may pass an instance.
 */
export const Texts = Symbol.for('Texts');
export interface Texts {
  readonly t: I18nInstance['t'];
  /** Whether a text is there: a toast group may have a message beside its title. */
  readonly exists: I18nInstance['exists'];
  /** The language the texts are in (a CSV's delimiter follows it). */
  readonly language: string;
}
