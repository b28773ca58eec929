import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ChangeCopilotUseCase } from '../../application/copilot/change-copilot.use-case';
import { LoadCopilotBotsUseCase } from '../../application/copilot/load-copilot-bots.use-case';
import { HostGateway, type ToastRequest } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { COPILOT_TOGGLE } from '../../domain/access/settings-routes';
import { showsBotPermissions, type CopilotBot } from '../../domain/copilot/copilot-bot.entity';
import { I18nInstance } from '../shared/i18n-instance';
import { BotActions } from '../shared/bot-list/bot-actions';
import { BotListState } from '../shared/bot-list/bot-list.state';
import { helpArticleUrl } from '../shared/help-links';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';

export const COPILOT_TRACKING_ORIGIN = 'copilot';

export type CopilotStatus = 'loading' | 'ready' | 'failed';
export type CopilotView = 'offer' | 'bots';

/**
 * The Copilot page (spec 1 §2 'Copilot page', §4, §8): the offer with its cost consent until
 * the toggle is on or a bot has copilot, then the bot permissions.
 */
@injectable()
export class CopilotPresenter {
  status: CopilotStatus = 'loading';
  view: CopilotView = 'offer';
  consentOpen = false;
  /** spec 1 §5: Copilot searches the name only. */
  readonly list = new BotListState<CopilotBot>((bot) => [bot.name]);
  readonly actions: BotActions<CopilotBot>;
  private generation = 0;

  constructor(
    @inject(LoadCopilotBotsUseCase) private readonly loadBots: LoadCopilotBotsUseCase,
    @inject(ChangeCopilotUseCase) private readonly change: ChangeCopilotUseCase,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(I18nInstance) private readonly i18n: I18nInstance,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {
    this.actions = new BotActions(this.list, host, logger);
    makeAutoObservable<
      CopilotPresenter,
      'loadBots' | 'change' | 'sessionStore' | 'host' | 'i18n' | 'logger' | 'tracker' | 'generation'
    >(
      this,
      {
        loadBots: false,
        change: false,
        sessionStore: false,
        host: false,
        i18n: false,
        logger: false,
        tracker: false,
        list: false,
        actions: false,
        generation: false,
      },
      { autoBind: true },
    );
  }

  get tenantId(): string {
    return this.sessionStore.session?.tenant.id ?? '';
  }

  /** 'Learn more.' in the cost consent, in the user's language (spec 1 §1 link mapping). */
  get helpUrl(): string {
    return helpArticleUrl('copilot', this.sessionStore.session?.language);
  }

  async load(): Promise<void> {
    const tenantId = this.tenantId;
    if (tenantId === '') return;
    this.generation += 1;
    const generation = this.generation;
    this.status = 'loading';
    let bots: CopilotBot[];
    try {
      bots = await this.loadBots.execute(tenantId);
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.error('Copilot bots failed to load', error);
      runInAction(() => {
        this.status = 'failed';
      });
      return;
    }
    if (generation !== this.generation) return;
    runInAction(() => {
      this.list.replace(bots);
      const toggleOn = this.sessionStore.accessContext.isToggleOn(COPILOT_TOGGLE);
      if (this.view === 'offer' && showsBotPermissions(toggleOn, bots)) this.view = 'bots';
      this.status = 'ready';
    });
  }

  /** 'I want to know Copilot!': the interest is recorded, then the cost consent opens. */
  interestClicked(): void {
    this.track('copilot-interest-registered');
    this.host.toast({
      type: 'info',
      title: this.t('toasts.interestTitle'),
      message: this.t('toasts.interestMessage'),
    });
    this.consentOpen = true;
  }

  consentCancelled(): void {
    this.consentOpen = false;
  }

  consentContinued(): void {
    this.consentOpen = false;
    this.view = 'bots';
    this.track('copilot-consent-continued');
  }

  switchToggled(id: string, enabled: boolean): Promise<void> {
    this.track('copilot-bot-toggled', { enabled });
    return this.actions.changeOne(id, (bot) => ({
      wanted: { ...bot, enabled },
      save: () => this.change.setOne(bot, enabled),
      success: this.toast('success', enabled ? 'toasts.enabled' : 'toasts.disabled'),
      failure: () => this.toast('danger', 'toasts.failed'),
    }));
  }

  bulkClicked(enabled: boolean): Promise<void> {
    this.track('copilot-bulk-clicked', { enabled, count: this.list.selectedBots.length });
    const localNode = this.sessionStore.session?.user.localNode ?? '';
    return this.actions.changeSelected({
      save: (bots) => this.change.setMany(bots, enabled, localNode),
      success: this.toast('success', enabled ? 'toasts.enabled' : 'toasts.disabled'),
      failure: () => this.toast('danger', 'toasts.failed'),
    });
  }

  /** The view is gone: a pending search and load are dropped. */
  dispose(): void {
    this.list.dispose();
    this.generation += 1;
  }

  private t(key: string): string {
    return this.i18n.t(key, { ns: 'copilot' });
  }

  private toast(type: ToastRequest['type'], key: string): ToastRequest {
    return { type, message: this.t(key) };
  }

  private track(action: string, extra?: Readonly<Record<string, unknown>>): void {
    void this.tracker.track(action, COPILOT_TRACKING_ORIGIN, extra);
  }
}
