import type { ToastRequest } from '../../application/shared/host.port';
import type { I18nInstance } from '../shared/i18n-instance';
import type { TextKey } from '../i18n/texts';

const text = (i18n: I18nInstance, key: TextKey<'pipelines'>): string => i18n.t(key, { ns: 'pipelines' });

/** spec 2 §8: the delete toasts, a title and a message each. */
export function pipelineToast(
  i18n: I18nInstance,
  type: 'success' | 'danger',
  key: 'deleted' | 'deleteFailed',
): ToastRequest {
  return { type, title: text(i18n, `toasts.${key}Title`), message: text(i18n, `toasts.${key}Message`) };
}
