import type { HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';
import type { I18nInstance } from '../shared/i18n-instance';

/**
 * Spec 1 §8: the 'Caution' alert before deleting a certificate or a host (one text for both,
 * as the spec gives it). An alert the host cannot show counts as "not confirmed".
 */
export async function confirmDeletion(
  host: HostGateway,
  i18n: I18nInstance,
  logger: Logger,
): Promise<boolean> {
  const text = (key: string) => i18n.t(key, { ns: 'mtls' });
  try {
    return await host.showAlert({
      variant: 'delete',
      title: text('confirm.title'),
      body: text('confirm.body'),
      confirm: text('confirm.confirm'),
      cancel: text('confirm.cancel'),
    });
  } catch (error) {
    logger.error('Delete confirmation could not be shown', error);
    return false;
  }
}
