import type { ToastRequest } from '../../application/shared/host.port';
import type { Texts } from '../shared/texts.port';

/** spec 2 §8: the delete toasts, a title and a message each. */
export function pipelineToast(
  texts: Texts,
  type: 'success' | 'danger',
  key: 'deleted' | 'deleteFailed',
): ToastRequest {
  return {
    type,
    title: texts.t(`pipelines:toasts.${key}Title`),
    message: texts.t(`pipelines:toasts.${key}Message`),
  };
}
