import { CallsTermsUseCase } from '../../../../src/application/calls/calls-terms.use-case';
import { hostFeedback } from '../../../../src/presentation/shared/host-feedback';
import { ChangeCallsSettingUseCase } from '../../../../src/application/calls/change-calls-setting.use-case';
import { LoadCallsBotsUseCase } from '../../../../src/application/calls/load-calls-bots.use-case';
import { ChangeCopilotUseCase } from '../../../../src/application/copilot/change-copilot.use-case';
import { LoadCopilotBotsUseCase } from '../../../../src/application/copilot/load-copilot-bots.use-case';
import type { Application } from '../../../../src/application/shared/host.port';
import type { Language } from '../../../../src/domain/shared/language.rule';
import { CallsPresenter } from '../../../../src/presentation/calls/calls.presenter';
import { CopilotPresenter } from '../../../../src/presentation/copilot/copilot.presenter';
import { createI18n } from '../../../../src/presentation/i18n/i18n';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { application, FakeCallsGateway, FakeCopilotGateway } from '../../../application/shared/bot-fakes';
import { testSettings } from '../../../composition/test-settings';
import { TEST_RESOURCES } from '../../i18n/test-resources';
import { fixedClock, makeSession, RecordingLogger, StaticToggles } from '../fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

/** 'bot001', 'bot002', …: list order is name order, so page 2 (5 a page) is bot006 … bot010. */
export const botName = (position: number): string => `bot${String(position).padStart(3, '0')}`;
export const botNames = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => botName(from + index));
export const numberedBots = (count: number): Application[] =>
  Array.from({ length: count }, (_, index) => application(botName(index + 1)));

interface PageOptions {
  readonly applications: Application[];
  readonly toggles?: string[] | undefined;
  readonly language?: Language | undefined;
}

function session(options: PageOptions) {
  const host = new FakeHostGateway();
  host.applications = options.applications;
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles(options.toggles ?? []));
  const language = options.language ?? 'en';
  store.setSession(makeSession({ language }));
  const tracker = new Tracker(store, host, logger, fixedClock('2026-11-25T12:00:00Z'));
  return { host, logger, store, tracker, i18n: createI18n(language, TEST_RESOURCES) };
}

/** Waits for a bot page's list, then for every bot read it started. */
function loadedWithReads(presenter: { load(): Promise<void>; readonly reads: { settled(): Promise<void> } }) {
  return async (): Promise<void> => {
    await presenter.load();
    await presenter.reads.settled();
  };
}

/** The Copilot page's presenter over fakes; `loaded` waits for the list and every read. */
export function copilotPage(options: PageOptions) {
  const { host, logger, store, tracker, i18n } = session(options);
  const gateway = new FakeCopilotGateway();
  const presenter = new CopilotPresenter(
    new LoadCopilotBotsUseCase(host, gateway, logger),
    new ChangeCopilotUseCase(gateway),
    store,
    hostFeedback(host),
    i18n,
    logger,
    tracker,
  );
  return { presenter, host, gateway, logger, loaded: loadedWithReads(presenter) };
}

/** The Calls page's presenter over fakes (terms accepted); `loaded` waits for the list and every read. */
export function callsPage(options: PageOptions) {
  const { host, logger, store, tracker, i18n } = session(options);
  const gateway = new FakeCallsGateway();
  const presenter = new CallsPresenter(
    new CallsTermsUseCase(gateway, host),
    new LoadCallsBotsUseCase(host, gateway, logger, testSettings),
    new ChangeCallsSettingUseCase(gateway),
    store,
    hostFeedback(host),
    i18n,
    logger,
    tracker,
  );
  return { presenter, host, gateway, logger, loaded: loadedWithReads(presenter) };
}
