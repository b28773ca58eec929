import type { HostGateway, ToastType } from '../../application/shared/host.port';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { documentServerErrorKey } from '../../domain/knowledge-base/document-server-error.rule';
import type { I18nInstance } from '../shared/i18n-instance';

/**
 * The knowledge base's toasts (spec 2 §8), texts from the 'knowledgeBase' namespace. A key
 * with a `.title` and a `.message` gives both; a one-text toast (§8 gives 'Document deleted'
 * or 'Catalog updated' alone) is sent as the message, which the host always shows.
 */
export class KnowledgeBaseToasts {
  constructor(
    private readonly host: HostGateway,
    private readonly i18n: I18nInstance,
  ) {}

  show(type: ToastType, key: string): void {
    const has = (suffix: string) => this.i18n.exists(`${key}.${suffix}`, { ns: 'knowledgeBase' });
    if (has('message')) {
      this.host.toast({ type, title: this.text(`${key}.title`), message: this.text(`${key}.message`) });
    } else {
      this.host.toast({ type, message: this.text(has('title') ? `${key}.title` : key) });
    }
  }

  /**
   * Spec 2 §8 'Server-error mapping': a known server text gets its own toast; anything else
   * gets the flow's own failure (`fallbackKey`).
   */
  contentFailed(error: unknown, fallbackKey: string): void {
    const serverText = isCommandFailure(error) ? error.description : undefined;
    const key = documentServerErrorKey(serverText);
    this.show('danger', key === 'generic' ? fallbackKey : `documents.serverErrors.${key}`);
  }

  text(key: string, options: Record<string, unknown> = {}): string {
    return this.i18n.t(key, { ns: 'knowledgeBase', ...options });
  }
}
