import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { ClipboardWriter } from '../../application/tenant/clipboard-writer.port';
import { formatDotDate } from '../../domain/shared/date-display.rule';
import { contractInitials, shownCount } from '../../domain/tenant/contract-card.rule';
import { contractUrl } from '../../domain/tenant/contract-url.rule';
import type { CurrentTenant } from '../../domain/tenant/tenant.entity';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { ContractMembersCountStore } from '../shell/contract-members-count.store';
import { SessionStore } from '../shell/session.store';
import { makeObservableState } from '../shared/observable-state';
import { AsyncLoad } from '../shared/async-load';
import type { TextKey } from '../i18n/texts';

export const CONTRACT_CARD_ORIGIN = 'contract-card';

/**
 * What the contract card shows (spec 1 'Contract card') and its copy icons. It reads the
 * session's tenant, which the edit presenter replaces after a save, so both stay in step.
 */
@injectable()
export class ContractCardPresenter {
  /** The contract's chatbot count; until it is known its line shows a skeleton (no jump). */
  private readonly chatbots = new AsyncLoad<number>();
  private started = false;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(ClipboardWriter) private readonly clipboard: ClipboardWriter,
    @inject(Texts) private readonly texts: Texts,
    @inject(AppSettings) private readonly settings: AppSettings,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(ContractMembersCountStore) private readonly members: ContractMembersCountStore,
  ) {
    makeObservableState(this, {
      settings: false,
      started: false,
    });
  }

  get isLoadingChatbots(): boolean {
    return this.chatbots.loading;
  }

  get applicationsCount(): number | undefined {
    return this.chatbots.data;
  }

  get tenant(): CurrentTenant | undefined {
    return this.sessionStore.session?.tenant;
  }

  get name(): string {
    return this.tenant?.name ?? '';
  }

  get initials(): string {
    return contractInitials(this.name);
  }

  get photoUri(): string | undefined {
    return this.tenant?.photoUri;
  }

  get contractUrl(): string {
    return this.tenant === undefined ? '' : contractUrl(this.tenant.id, this.settings.BLIP_DOMAIN);
  }

  get tenantId(): string {
    return this.tenant?.id ?? '';
  }

  get creationDate(): string {
    const session = this.sessionStore.session;
    return session === undefined ? '' : formatDotDate(session.tenant.creationDate, session.language);
  }

  get chatbotsCount(): number | undefined {
    return shownCount(this.applicationsCount);
  }

  /** Issue 34 §2: the members are being counted; the line says so instead of a number. */
  get isCountingMembers(): boolean {
    return this.members.counting;
  }

  get membersCount(): number | undefined {
    return this.members.status === 'known' ? shownCount(this.members.count) : undefined;
  }

  /**
   * Loads the chatbot count once; without it the line stays hidden, as for 0. The members are
   * counted alongside, in the background (issue 34 §2), unless already known this session.
   */
  async start(): Promise<void> {
    // The store counts once at a time and keeps a known count: a remount costs nothing.
    void this.members.start();
    const tenant = this.tenant;
    if (this.started || tenant === undefined) return;
    this.started = true;
    await this.chatbots.run(
      async () => (await this.host.getApplicationsByTenant(tenant.id)).length,
      undefined,
      { failed: (error) => this.logger.warn('Chatbots of the contract unavailable', error) },
    );
  }

  /** The home was left: a members count under way stops (issue 34 §2). */
  stop(): void {
    this.members.stop();
  }

  copyUrlClicked(): Promise<void> {
    return this.copy(this.contractUrl, 'url');
  }

  copyIdClicked(): Promise<void> {
    return this.copy(this.tenantId, 'id');
  }

  private async copy(text: string, what: 'url' | 'id'): Promise<void> {
    if (text === '') return;
    try {
      await this.clipboard.writeText(text);
      this.toast('success', 'copy.success');
      void this.tracker.track('contract-copied', CONTRACT_CARD_ORIGIN, { what });
    } catch (error) {
      // Frames without the 'clipboard-write' permission land here: say so, never fail loudly.
      this.logger.warn('Copy to the clipboard refused', error);
      this.toast('warning', 'copy.failed');
    }
  }

  private toast(type: 'success' | 'warning', key: TextKey<'tenant'>): void {
    this.feedback.show({ type, message: this.texts.t(`tenant:${key}`) });
  }
}
