import type { i18n } from 'i18next';

/**
 * The app's i18next instance (one per container): the shell switches its language to
 * the session's, the React tree reads it through I18nextProvider.
 */
export const I18nInstance = Symbol.for('I18nInstance');
export type I18nInstance = i18n;
