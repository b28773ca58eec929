import type { ToastRequest } from '../../application/shared/host.port';
import type { Feedback } from './feedback.port';
import type { SessionStore } from '../shell/session.store';
import { helpArticleUrl, type HelpArticle } from './help-links';
import type { TextKey } from '../i18n/texts';
import type { Texts } from './texts.port';
import type { Tracker } from './tracker.service';

/**
 * What a feature page's presenter needs of the session and the host (Copilot, Calls): the
 * contract and the user's node, toasts in the feature's texts (through the Feedback port), tracking under its origin.
 * Reads the session store on every call, so a presenter's computed values stay reactive.
 */
/** The features drawn by this support, each with its own namespace. */
export type FeatureNamespace = 'calls' | 'copilot';

export class FeaturePageSupport<Feature extends FeatureNamespace = FeatureNamespace> {
  constructor(
    private readonly sessionStore: SessionStore,
    private readonly feedback: Feedback,
    private readonly texts: Texts,
    private readonly tracker: Tracker,
    /** The i18n namespace of the feature's texts and the tracking origin of its events. */
    private readonly feature: Feature,
  ) {}

  get tenantId(): string {
    return this.sessionStore.session?.tenant.id ?? '';
  }

  /** pp of commands sent on a bot's behalf (spec 1 §7 Copilot). */
  get localNode(): string {
    return this.sessionStore.session?.user.localNode ?? '';
  }

  isToggleOn(name: string): boolean {
    return this.sessionStore.accessContext.isToggleOn(name);
  }

  helpUrl(article: HelpArticle): string {
    return helpArticleUrl(article, this.sessionStore.session?.language);
  }

  text(key: TextKey<Feature>): string {
    // The key is typed by the feature's namespace; i18next's overloads cannot follow a generic one.
    return this.texts.t(key as TextKey<FeatureNamespace>, { ns: this.feature as FeatureNamespace });
  }

  toast(type: ToastRequest['type'], key: TextKey<Feature>): ToastRequest {
    return { type, message: this.text(key) };
  }

  show(toast: ToastRequest): void {
    this.feedback.show(toast);
  }

  track(action: string, extra?: Readonly<Record<string, unknown>>): void {
    void this.tracker.track(action, this.feature, extra);
  }
}
