import { inject, injectable } from 'inversify';
import { when, type IReactionDisposer } from 'mobx';
import { ChangeCopilotUseCase } from '../../application/copilot/change-copilot.use-case';
import { LoadCopilotBotsUseCase } from '../../application/copilot/load-copilot-bots.use-case';
import { BOT_STATE_READ_WIDTH } from '../../application/shared/bot-applications';
import { Logger } from '../../application/shared/logger.port';
import { COPILOT_TOGGLE } from '../../domain/access/settings-routes';
import {
  copilotViewChoice,
  type CopilotBot,
  type CopilotViewChoice,
} from '../../domain/copilot/copilot-bot.entity';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';
import { BotActions } from '../shared/bot-list/bot-actions.presenter';
import { BotListPresenter } from '../shared/bot-list/bot-list.presenter';
import { BotStateReads } from '../shared/bot-list/bot-state-reads.presenter';
import { FeaturePageSupport } from '../shared/feature-page.support';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { UndoOfferPresenter } from '../shared/undo/undo-offer.presenter';
import { SessionStore } from '../shell/session.store';
import { makeObservableState } from '../shared/observable-state';

export type CopilotStatus = LoadStatus;
/** 'deciding': the bots read so far cannot tell the offer from the bot view yet (issue 34 §3). */
export type CopilotView = 'deciding' | 'offer' | 'bots';

/**
 * The Copilot page (spec 1 §2 'Copilot page', §4, §8): the offer with its cost consent until
 * the toggle is on or a bot has copilot, then the bot permissions. Issue 34: the rows show as soon
 * as the applications arrive; each bot's configuration is read afterwards (`reads`).
 */
@injectable()
export class CopilotPresenter {
  /** Decided once per visit: the bot view stays even if every bot is then switched off. */
  view: CopilotView = 'deciding';
  consentOpen = false;
  /** spec 1 §5: Copilot searches the name only. */
  readonly list = new BotListPresenter<CopilotBot>((bot) => [bot.name]);
  readonly reads: BotStateReads<CopilotBot>;
  /** Issue 38 §2: Undo after 'Enable Selected' / 'Disable Selected'. */
  readonly undo: UndoOfferPresenter;
  readonly actions: BotActions<CopilotBot>;
  private readonly page: FeaturePageSupport<'copilot'>;
  private readonly loads = new AsyncLoad<CopilotBot[]>();
  private stopDeciding: IReactionDisposer | undefined = undefined;

  constructor(
    @inject(LoadCopilotBotsUseCase) private readonly loadBots: LoadCopilotBotsUseCase,
    @inject(ChangeCopilotUseCase) private readonly change: ChangeCopilotUseCase,
    @inject(SessionStore) sessionStore: SessionStore,
    @inject(Feedback) feedback: Feedback,
    @inject(Texts) texts: Texts,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) tracker: Tracker,
  ) {
    this.page = new FeaturePageSupport(sessionStore, feedback, texts, tracker, 'copilot');
    this.undo = new UndoOfferPresenter(texts, logger);
    this.actions = new BotActions(this.list, feedback, logger, this.undo, texts);
    this.reads = new BotStateReads(this.list, (bot) => this.loadBots.read(bot), BOT_STATE_READ_WIDTH);
    makeObservableState(this, { stopDeciding: false });
  }

  get status(): CopilotStatus {
    return this.loads.status;
  }

  /** 'Learn more.' in the cost consent, in the user's language (spec 1 §1 link mapping). */
  get helpUrl(): string {
    return this.page.helpUrl('copilot');
  }

  /**
   * spec 1 §2 read on the bots read so far (issue 34 §3): the toggle, or one bot with copilot on,
   * is enough for the bot view; the offer waits until every bot is read.
   */
  get viewChoice(): CopilotViewChoice {
    return copilotViewChoice(this.page.isToggleOn(COPILOT_TOGGLE), this.list.bots);
  }

  async load(): Promise<void> {
    const tenantId = this.page.tenantId;
    if (tenantId === '') return;
    await this.loads.run(
      () => this.loadBots.list(tenantId),
      (bots) => {
        this.reads.start(bots);
        this.decideView();
      },
      { failed: (error) => this.logger.error('Copilot bots failed to load', error) },
    );
  }

  /** 'I want to know Copilot!': the interest is recorded, then the cost consent opens. */
  interestClicked(): void {
    this.page.track('copilot-interest-registered');
    this.page.show({
      type: 'info',
      title: this.page.text('toasts.interestTitle'),
      message: this.page.text('toasts.interestMessage'),
    });
    this.consentOpen = true;
  }

  consentCancelled(): void {
    this.consentOpen = false;
  }

  consentContinued(): void {
    this.consentOpen = false;
    this.view = 'bots';
    this.page.track('copilot-consent-continued');
  }

  switchToggled(id: string, enabled: boolean): Promise<void> {
    this.page.track('copilot-bot-toggled', { enabled });
    return this.actions.changeOne(id, (bot) => ({
      wanted: { ...bot, enabled },
      save: () => this.change.setOne(bot, enabled),
      success: this.successToast(enabled),
      failure: () => this.page.toast('danger', 'toasts.failed'),
    }));
  }

  bulkClicked(enabled: boolean): Promise<void> {
    this.page.track('copilot-bulk-clicked', { enabled, count: this.list.selectedBots.length });
    const localNode = this.page.localNode;
    return this.actions.changeSelected({
      enabled,
      save: (bots, state) => this.change.setMany(bots, state, localNode),
      success: this.successToast(enabled),
      failure: () => this.page.toast('danger', 'toasts.failed'),
    });
  }

  /** The view is gone: a pending search, load and the bots' reads still queued are dropped. */
  dispose(): void {
    this.list.dispose();
    this.loads.drop();
    this.reads.stop();
    this.undo.dispose();
    this.stopDeciding?.();
  }

  /** Once the answers read so far decide, the view is set; later answers do not move it. */
  private decideView(): void {
    this.stopDeciding?.();
    if (this.view !== 'deciding') return;
    this.stopDeciding = when(
      () => this.viewChoice !== 'undecided',
      () => {
        if (this.view === 'deciding') this.view = this.viewChoice === 'bots' ? 'bots' : 'offer';
      },
    );
  }

  private successToast(enabled: boolean) {
    return this.page.toast('success', enabled ? 'toasts.enabled' : 'toasts.disabled');
  }
}
