import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { ChangeContractPhotoUseCase } from '../../../src/application/tenant/change-contract-photo.use-case';
import type { ClipboardWriter } from '../../../src/application/tenant/clipboard-writer.port';
import { LeaveContractUseCase } from '../../../src/application/tenant/leave-contract.use-case';
import { LeaveDestinationUseCase } from '../../../src/application/tenant/leave-destination.use-case';
import { RenameContractUseCase } from '../../../src/application/tenant/rename-contract.use-case';
import { SaveContractUseCase } from '../../../src/application/tenant/save-contract.use-case';
import { CountContractMembersUseCase } from '../../../src/application/tenant/count-contract-members.use-case';
import type { Session } from '../../../src/domain/access/session';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { ContractMembersCountStore } from '../../../src/presentation/shell/contract-members-count.store';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { ContractCardPresenter } from '../../../src/presentation/tenant/contract-card.presenter';
import { ContractEditPresenter } from '../../../src/presentation/tenant/contract-edit.presenter';
import { LeaveContractPresenter } from '../../../src/presentation/tenant/leave-contract.presenter';
import {
  FakeMedia,
  FakeTenantGateway,
  FakeUploader,
  RecordingLogger,
  SETTINGS,
  tenantHost,
} from '../../application/tenant/tenant-fakes';
import { FakeMembersGateway } from '../../application/members/members-fakes';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession, StaticToggles } from '../shared/fakes';

export class FakeClipboard implements ClipboardWriter {
  readonly written: string[] = [];
  refuse = false;
  writeText(text: string): Promise<void> {
    if (this.refuse) return Promise.reject(new Error('NotAllowedError'));
    this.written.push(text);
    return Promise.resolve();
  }
}

/** The card's presenters over literal fakes and a real session store, as the container wires them. */
export function tenantPresenters(session: Session | null = makeSession(), language = 'en') {
  const host = tenantHost();
  const logger = new RecordingLogger();
  const gateway = new FakeTenantGateway();
  const media = new FakeMedia();
  const uploader = new FakeUploader();
  const clipboard = new FakeClipboard();
  const store = new SessionStore(new StaticToggles());
  if (session !== null) store.setSession(session);
  const i18n = createI18n(language, TEST_RESOURCES);
  const tracker = new Tracker(store, host, logger, fixedClock('2025-03-18T12:00:00Z'));
  const save = new SaveContractUseCase(gateway, host, logger);
  const members = new FakeMembersGateway();
  const membersCount = new ContractMembersCountStore(store, new CountContractMembersUseCase(members), logger);
  const card = new ContractCardPresenter(
    store,
    host,
    hostFeedback(host),
    clipboard,
    i18n,
    SETTINGS,
    logger,
    tracker,
    membersCount,
  );
  const edit = new ContractEditPresenter(
    store,
    hostFeedback(host),
    new RenameContractUseCase(save, logger),
    new ChangeContractPhotoUseCase(media, uploader, save, host, logger),
    i18n,
    tracker,
  );
  const leaveUseCase = new LeaveContractUseCase(
    gateway,
    host,
    new LeaveDestinationUseCase(host, logger),
    SETTINGS,
    logger,
  );
  const leave = new LeaveContractPresenter(store, leaveUseCase, hostFeedback(host), i18n, logger, tracker);
  return {
    host,
    logger,
    gateway,
    media,
    uploader,
    clipboard,
    store,
    members,
    membersCount,
    card,
    edit,
    leave,
  };
}
