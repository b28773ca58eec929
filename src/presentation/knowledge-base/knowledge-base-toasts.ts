import type { ToastType } from '../../application/shared/host.port';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { documentServerErrorKey } from '../../domain/knowledge-base/document-server-error.rule';
import type { Feedback } from '../shared/feedback.port';
import type { Texts } from '../shared/texts.port';
import type { TextKey } from '../i18n/texts';

/**
 * The knowledge base's toasts (spec 2 §8), texts from the 'knowledgeBase' namespace. A key
 * with a `.title` and a `.message` gives both; a one-text toast (§8 gives 'Document deleted'
 * or 'Catalog updated' alone) is sent as the message, which the host always shows.
 */
type KnowledgeBaseKey = TextKey<'knowledgeBase'>;
type GroupOf<Key> = Key extends `${infer Group}.title` ? Group : never;

/** A toast's key: one text, or a group with a `.title` (and perhaps a `.message`), issue 36 §4. */
export type ToastKey = KnowledgeBaseKey | GroupOf<KnowledgeBaseKey>;

export class KnowledgeBaseToasts {
  constructor(
    private readonly feedback: Feedback,
    private readonly texts: Texts,
  ) {}

  show(type: ToastType, key: ToastKey): void {
    // A group's parts are typed by ToastKey (a group has a title); which parts it has is read here.
    const part = (suffix: 'title' | 'message') => `${key}.${suffix}` as KnowledgeBaseKey;
    const has = (suffix: 'title' | 'message') => this.texts.exists(`knowledgeBase:${part(suffix)}`);
    if (has('message')) {
      this.feedback.show({ type, title: this.text(part('title')), message: this.text(part('message')) });
    } else {
      this.feedback.show({
        type,
        message: this.text(has('title') ? part('title') : (key as KnowledgeBaseKey)),
      });
    }
  }

  /**
   * Spec 2 §8 'Server-error mapping': a known server text gets its own toast; anything else
   * gets the flow's own failure (`fallbackKey`).
   */
  contentFailed(error: unknown, fallbackKey: ToastKey): void {
    const serverText = isCommandFailure(error) ? error.description : undefined;
    const key = documentServerErrorKey(serverText);
    this.show('danger', key === 'generic' ? fallbackKey : `documents.serverErrors.${key}`);
  }

  text(key: TextKey<'knowledgeBase'>, options: Record<string, unknown> = {}): string {
    return this.texts.t(`knowledgeBase:${key}`, { ...options });
  }
}
