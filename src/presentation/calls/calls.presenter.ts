import type { TextKey } from '../i18n/texts';
import { inject, injectable } from 'inversify';
import type { CallsBot } from '../../domain/calls/calls-bot.entity';
import { CallsTermsUseCase } from '../../application/calls/calls-terms.use-case';
import { ChangeCallsSettingUseCase } from '../../application/calls/change-calls-setting.use-case';
import { LoadCallsBotsUseCase } from '../../application/calls/load-calls-bots.use-case';
import { BOT_STATE_READ_WIDTH } from '../../application/shared/bot-applications';
import type { ToastRequest } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import {
  callbackPermissionChange,
  callIconVisibilityChange,
  callsChange,
  numberStatus,
  withCallingChange,
  type NumberStatus,
} from '../../domain/calls/calls-bot.entity';
import {
  CHANNEL_NOT_CONFIGURED_CODE,
  type CallingChange,
} from '../../domain/calls/phone-number-settings.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { AsyncLoad } from '../shared/async-load';
import { BotActions } from '../shared/bot-list/bot-actions.presenter';
import { BotListPresenter } from '../shared/bot-list/bot-list.presenter';
import { BotStateReads } from '../shared/bot-list/bot-state-reads.presenter';
import { FeaturePageSupport } from '../shared/feature-page.support';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { Tracker } from '../shared/tracker.service';
import { UndoOfferPresenter } from '../shared/undo/undo-offer.presenter';
import { SessionStore } from '../shell/session.store';
import { toCallsListBot, type CallsListBot } from './calls-list-bot';
import { makeObservableState } from '../shared/observable-state';
import { PromptLocks } from '../shared/prompt-locks';

/** 'loading': the full-area spinner; 'failed': the terms could not be read (retry). */
export type CallsTermsStatus = 'loading' | 'not-accepted' | 'accepted' | 'failed';

/** The status modal: closed, a bot's number status, the bot has no data, or its read is on its way. */
export type StatusDialog =
  | { readonly kind: 'closed' }
  | { readonly kind: 'loading'; readonly botName: string }
  | {
      readonly kind: 'status';
      readonly botId: string;
      readonly botName: string;
      readonly status: NumberStatus;
      /** The call icon's switch works: the bot is the user's to change and no save is on its way. */
      readonly canChangeIcon: boolean;
    }
  | { readonly kind: 'no-data'; readonly botName: string };

function isChannelMissing(error: unknown): boolean {
  return isCommandFailure(error) && error.code === CHANNEL_NOT_CONFIGURED_CODE;
}

/**
 * The Calls page (spec 1 §2 'Calls page', §4, §8): the promotional page until the terms are
 * accepted through the host's modal, then the bot permissions with per-bot and bulk changes.
 * Issue 34: the rows show as soon as the applications arrive; each bot's number settings are
 * read afterwards (`reads`).
 */
@injectable()
export class CallsPresenter {
  hiring = false;
  statusBotId: string | undefined = undefined;
  /** spec 1 §5: Calls searches the name or the id (shortName). */
  readonly list = new BotListPresenter<CallsListBot>((bot) => [bot.name, bot.shortName]);
  readonly reads: BotStateReads<CallsListBot>;
  /** Issue 38 §2: Undo after 'Enable Selected' / 'Disable Selected'. */
  readonly undo: UndoOfferPresenter;
  readonly actions: BotActions<CallsListBot>;
  private readonly page: FeaturePageSupport<'calls'>;
  /** The terms' answer: accepted or not. */
  private readonly termsLoad = new AsyncLoad<boolean>();
  /** The applications list (the bots' own reads are `reads`). */
  private readonly botsLoad = new AsyncLoad<CallsBot[]>();
  private readonly hireButton = new PromptLocks<'hire'>((_, hiring) => this.setHiring(hiring));

  constructor(
    @inject(CallsTermsUseCase) private readonly termsUseCase: CallsTermsUseCase,
    @inject(LoadCallsBotsUseCase) private readonly loadBots: LoadCallsBotsUseCase,
    @inject(ChangeCallsSettingUseCase) private readonly change: ChangeCallsSettingUseCase,
    @inject(SessionStore) sessionStore: SessionStore,
    @inject(Feedback) feedback: Feedback,
    @inject(Texts) texts: Texts,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) tracker: Tracker,
  ) {
    this.page = new FeaturePageSupport(sessionStore, feedback, texts, tracker, 'calls');
    this.undo = new UndoOfferPresenter(texts, logger);
    this.actions = new BotActions(this.list, feedback, logger, this.undo, texts);
    this.reads = new BotStateReads(
      this.list,
      async (bot) => toCallsListBot(await this.loadBots.read(bot)),
      BOT_STATE_READ_WIDTH,
    );
    makeObservableState(this);
  }

  /** The applications list is on its way; until it answers the bot list shows its loading state. */
  get botsLoading(): boolean {
    return this.botsLoad.status === 'loading';
  }

  get terms(): CallsTermsStatus {
    // The terms load has no parts, so it is never 'partial'.
    const { status } = this.termsLoad;
    if (status === 'loading' || status === 'failed') return status;
    return this.termsLoad.data === true ? 'accepted' : 'not-accepted';
  }

  /** The features block's 'Learn more' (a new tab), in the user's language. */
  get helpUrl(): string {
    return this.page.helpUrl('calls');
  }

  get statusDialog(): StatusDialog {
    const bot = this.statusBotId === undefined ? undefined : this.list.find(this.statusBotId);
    if (bot === undefined) return { kind: 'closed' };
    // Issue 34: 'No information available' would be a guess before the bot's settings answer.
    if (!bot.stateKnown) return { kind: 'loading', botName: bot.name };
    const status = numberStatus(bot);
    return status === undefined
      ? { kind: 'no-data', botName: bot.name }
      : {
          kind: 'status',
          botId: bot.id,
          botName: bot.name,
          status,
          canChangeIcon: bot.hasPermission && !this.list.isBusy(bot.id),
        };
  }

  /** The terms first; once accepted, the bots. */
  async load(): Promise<void> {
    const tenantId = this.page.tenantId;
    if (tenantId === '') return;
    const current = await this.termsLoad.run(() => this.termsUseCase.isAccepted(tenantId), undefined, {
      failed: (error) => this.logger.error('Calls terms failed to load', error),
    });
    if (current !== undefined && this.termsLoad.data === true) await this.loadBotList(tenantId);
  }

  /**
   * 'Hire now': the host's terms modal; a confirmation checks the terms again. The button waits
   * for the modal at most PROMPT_LOCK_MS (issue 35 §8); a late confirmation still counts.
   */
  async hireClicked(): Promise<void> {
    if (this.hiring) return;
    this.page.track('calls-hire-clicked');
    await this.hireButton.run('hire', async (ask) => {
      try {
        const confirmed = await ask(() => this.termsUseCase.openTerms(), false);
        if (confirmed) await this.load();
      } catch (error) {
        this.logger.error('Calls terms modal failed', error);
        this.page.show(this.page.toast('danger', 'toasts.failed'));
      }
    });
  }

  private setHiring(hiring: boolean): void {
    this.hiring = hiring;
  }

  callsToggled(id: string, enabled: boolean): Promise<void> {
    this.page.track('calls-bot-toggled', { enabled });
    return this.changeOne(id, callsChange(enabled), enabled ? 'toasts.botEnabled' : 'toasts.botDisabled');
  }

  callbackToggled(id: string, enabled: boolean): Promise<void> {
    this.page.track('calls-callback-toggled', { enabled });
    return this.changeOne(id, callbackPermissionChange(enabled), 'toasts.callbackChanged');
  }

  /** spec 1 §4: the call icon shown (DEFAULT) or hidden (DISABLE_ALL); a failure reverts it. */
  iconVisibilityToggled(id: string, visible: boolean): Promise<void> {
    this.page.track('calls-icon-visibility-toggled', { visible });
    return this.changeOne(id, callIconVisibilityChange(visible), 'toasts.accessChanged');
  }

  /** 'Enable Selected' / 'Disable Selected' (spec 1 §4: blocked while one runs). */
  bulkClicked(enabled: boolean): Promise<void> {
    this.page.track('calls-bulk-clicked', { enabled, count: this.list.selectedBots.length });
    const tenantId = this.page.tenantId;
    return this.actions.changeSelected({
      enabled,
      save: async (bots, state) => {
        const outcome = await this.change.applyMany(tenantId, bots, callsChange(state));
        return { ...outcome, succeeded: outcome.succeeded.map(toCallsListBot) };
      },
      success: this.page.toast('success', enabled ? 'toasts.botEnabled' : 'toasts.botDisabled'),
      failure: (errors) => this.failureToast(errors.some(isChannelMissing)),
    });
  }

  statusClicked(id: string): void {
    this.statusBotId = id;
    this.page.track('calls-status-opened');
  }

  statusClosed(): void {
    this.statusBotId = undefined;
  }

  retryClicked(): Promise<void> {
    return this.load();
  }

  /** The view is gone: a pending search and load, and the bots' reads still queued, are dropped. */
  dispose(): void {
    this.list.dispose();
    this.termsLoad.drop();
    this.botsLoad.drop();
    this.reads.stop();
    this.undo.dispose();
  }

  private async loadBotList(tenantId: string): Promise<void> {
    await this.botsLoad.run(
      () => this.loadBots.list(tenantId),
      (bots) => this.reads.start(bots.map(toCallsListBot)),
      // spec 1 §8: the use case logs a failure and answers an empty list; anything else is logged.
      { failed: (error) => this.logger.error('Calls bots failed to load', error) },
    );
  }

  private changeOne(id: string, change: CallingChange, successKey: TextKey<'calls'>): Promise<void> {
    const tenantId = this.page.tenantId;
    return this.actions.changeOne(id, (bot) => ({
      wanted: toCallsListBot(withCallingChange(bot, change)),
      save: async () => toCallsListBot(await this.change.apply(tenantId, bot, change)),
      success: this.page.toast('success', successKey),
      failure: (error) => this.failureToast(isChannelMissing(error)),
    }));
  }

  /** spec 1 §8: code 21 names the missing channel; anything else is the generic failure. */
  private failureToast(channelMissing: boolean): ToastRequest {
    return this.page.toast('danger', channelMissing ? 'toasts.channelNotConfigured' : 'toasts.failed');
  }
}
