import type { HostGateway } from '../../application/shared/host.port';
import type { Logger } from '../../application/shared/logger.port';

/**
 * The host's delete confirmation (variant `delete`) every page asks before deleting: mTLS
 * certificates and hosts (spec 1 §8), catalogs, documents, URL pages and pipelines (spec 2 §8).
 * `text` reads a key of the page's own confirmation texts: 'title', 'body', 'confirm', 'cancel'.
 * An alert the host cannot show counts as "not confirmed": nothing is deleted unasked.
 */
export async function confirmDeletion(
  host: HostGateway,
  logger: Logger,
  text: (key: 'title' | 'body' | 'confirm' | 'cancel') => string,
): Promise<boolean> {
  try {
    return await host.showAlert({
      variant: 'delete',
      title: text('title'),
      body: text('body'),
      confirm: text('confirm'),
      cancel: text('cancel'),
    });
  } catch (error) {
    logger.error('Delete confirmation could not be shown', error);
    return false;
  }
}
