import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { BootstrapUseCase } from '../../application/access/bootstrap.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { isLateWrite, LateAnswers, type LateOutcome } from '../../application/shared/late-answers.port';
import { Logger } from '../../application/shared/logger.port';
import { AdoptLateContractSaveUseCase } from '../../application/tenant/adopt-late-contract-save.use-case';
import { headerActions } from '../../domain/access/header-actions.rule';
import type { Session } from '../../domain/access/session';
import { normalizeLanguage, type Language } from '../../domain/shared/language.rule';
import { changeLanguageWithTexts } from '../i18n/i18n';
import { Feedback } from '../shared/feedback.port';
import { I18nInstance } from '../shared/i18n-instance';
import { pathOf, routeIdAt } from './routes/route-lookup';
import { HeaderStore, type HeaderContent, type PageBreadcrumb } from './header.store';
import { SessionStore } from './session.store';
import { makeObservableState } from '../shared/observable-state';
import type { LoadStatus } from '../shared/async-load';

/** The header bar's buttons: where each links, or null when hidden. */
export interface HeaderLinks {
  readonly manageAgentsPath: string | null;
  readonly consumptionDataPath: string | null;
}

const NO_HEADER_LINKS: HeaderLinks = { manageAgentsPath: null, consumptionDataPath: null };

/**
 * The module's frame: bootstraps the session (with the host's loading state around
 * it), keeps the UI language on the session's, and tells the header bar what to show.
 */
@injectable()
export class ShellPresenter {
  status: LoadStatus = 'loading';
  /**
   * Bumped when a command's answer comes after its timeout: the page on screen may show a
   * failure the host did not have, so it is mounted anew and reads the backend again.
   */
  dataVersion = 0;
  private started = false;
  private hearingLateAnswers = false;

  constructor(
    @inject(BootstrapUseCase) private readonly bootstrap: BootstrapUseCase,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Feedback) private readonly feedback: Feedback,
    @inject(Logger) private readonly logger: Logger,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HeaderStore) private readonly headerStore: HeaderStore,
    @inject(I18nInstance) private readonly i18n: I18nInstance,
    @inject(LateAnswers) private readonly lateAnswers: LateAnswers,
    @inject(AdoptLateContractSaveUseCase) private readonly lateContractSave: AdoptLateContractSaveUseCase,
  ) {
    makeObservableState(this, {
      started: false,
      hearingLateAnswers: false,
    });
  }

  get session(): Session | undefined {
    return this.sessionStore.session;
  }

  get language(): Language {
    return this.session?.language ?? normalizeLanguage(this.i18n.language);
  }

  get headerContent(): HeaderContent | null {
    return this.headerStore.headerContent;
  }

  /** null: the default breadcrumb (one item, 'Contract panel'). */
  get breadcrumb(): PageBreadcrumb | null {
    return this.headerStore.breadcrumb;
  }

  headerActions(pathname: string): HeaderLinks {
    if (this.status !== 'ready') return NO_HEADER_LINKS;
    const actions = headerActions(routeIdAt(pathname), this.sessionStore.accessContext);
    return {
      manageAgentsPath: actions.manageAgents ? pathOf('agent') : null,
      consumptionDataPath: actions.consumptionData === null ? null : pathOf(actions.consumptionData),
    };
  }

  setHeaderContent(content: HeaderContent | null): void {
    this.headerStore.setHeaderContent(content);
  }

  setBreadcrumb(breadcrumb: PageBreadcrumb | null): void {
    this.headerStore.setBreadcrumb(breadcrumb);
  }

  /** Every navigation is reported to the host (spec 1 §7 stateChangeSuccess). */
  locationChanged(toUrl: string): void {
    this.host.stateChangeSuccess(toUrl);
  }

  /** Already filtered by the height reporter (changes of more than 4 px). */
  contentHeightChanged(heightPx: number): void {
    this.host.heightChange(heightPx);
  }

  /** Idempotent: React may mount the shell twice in development. */
  start(): Promise<void> {
    if (this.started) return Promise.resolve();
    this.started = true;
    return this.load();
  }

  /**
   * Once there is a session: a late answer that came during the bootstrap (the portal reloaded
   * the frame mid-save) waits in the bridge until then, since adopting a saved contract needs the
   * session's, and the bootstrap would overwrite it with the portal's older copy.
   */
  private hearLateAnswers(): void {
    if (this.hearingLateAnswers) return;
    this.hearingLateAnswers = true;
    this.lateAnswers.subscribe((action, content, outcome) => {
      if (isLateWrite(action, content)) this.commandAnsweredLate(action, content, outcome);
    });
  }

  /**
   * A write answered after the module gave up (or before the portal reloaded it): the page mounts
   * anew to read the backend again. The card shows the session's copy of the contract: a late
   * save of the contract itself is adopted (and the portal told of it); after any other write
   * the contract is asked of the host again.
   */
  commandAnsweredLate(action: string, content: unknown, outcome: LateOutcome): void {
    this.dataVersion += 1;
    void this.refreshTenant(action, content, outcome);
  }

  private async refreshTenant(action: string, content: unknown, outcome: LateOutcome): Promise<void> {
    try {
      const current = this.sessionStore.session?.tenant;
      const saved =
        current !== undefined && outcome === 'answered'
          ? await this.lateContractSave.execute(current, action, content)
          : undefined;
      const tenant = saved ?? (await this.host.getCurrentTenant());
      const session = this.sessionStore.session;
      if (session === undefined || session.tenant.id !== tenant.id) return;
      runInAction(() => this.sessionStore.setSession({ ...session, tenant }));
    } catch (error) {
      this.logger.warn('The contract could not be read again after a late answer', error);
    }
  }

  retryClicked(): Promise<void> {
    return this.load();
  }

  private async load(): Promise<void> {
    this.status = 'loading';
    this.host.startLoading();
    try {
      const session = await this.bootstrap.execute();
      await changeLanguageWithTexts(this.i18n, session.language);
      runInAction(() => {
        this.sessionStore.setSession(session);
        this.status = 'ready';
      });
      this.hearLateAnswers();
    } catch (error) {
      this.logger.error('Bootstrap failed', error);
      await this.followHostLanguage();
      runInAction(() => {
        this.status = 'failed';
      });
      // spec 1 §8: a bootstrap failure shows a danger toast.
      this.feedback.error(this.i18n.t('shell:errors.loadContract'));
    } finally {
      this.host.stopLoading();
    }
  }

  /** The failure toast should still speak the user's language (the bootstrap's, which never fails). */
  private async followHostLanguage(): Promise<void> {
    try {
      await changeLanguageWithTexts(this.i18n, await this.bootstrap.language());
    } catch (error) {
      this.logger.warn('The texts of the language could not be loaded; keeping the current ones', error);
    }
  }
}
