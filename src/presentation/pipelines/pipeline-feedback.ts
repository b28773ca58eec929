import type { HostGateway, ToastRequest } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import type { I18nInstance } from '../shared/i18n-instance';

const text = (i18n: I18nInstance, key: string): string => i18n.t(key, { ns: 'pipelines' });

/**
 * spec 2 §8: 'Delete pipeline' before deleting (variant `delete`, as the other deletes). An alert
 * the host cannot show counts as "not confirmed".
 */
export async function confirmPipelineDeletion(
  host: HostGateway,
  i18n: I18nInstance,
  logger: Logger,
): Promise<boolean> {
  try {
    return await host.showAlert({
      variant: 'delete',
      title: text(i18n, 'confirmDelete.title'),
      body: text(i18n, 'confirmDelete.body'),
      confirm: text(i18n, 'confirmDelete.confirm'),
      cancel: text(i18n, 'confirmDelete.cancel'),
    });
  } catch (error) {
    logger.error('Delete confirmation could not be shown', error);
    return false;
  }
}

/** spec 2 §8: the delete toasts, a title and a message each. */
export function pipelineToast(
  i18n: I18nInstance,
  type: 'success' | 'danger',
  key: 'deleted' | 'deleteFailed',
): ToastRequest {
  return { type, title: text(i18n, `toasts.${key}Title`), message: text(i18n, `toasts.${key}Message`) };
}
