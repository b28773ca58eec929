import { AnswerJoinRequestsUseCase } from '../../../src/application/members/answer-join-requests.use-case';
import { ChangeMembersRoleUseCase } from '../../../src/application/members/change-members-role.use-case';
import { InviteMembersUseCase } from '../../../src/application/members/invite-members.use-case';
import { LoadMembersUseCase } from '../../../src/application/members/load-members.use-case';
import { RemoveMembersUseCase } from '../../../src/application/members/remove-members.use-case';
import type { AlertRequest } from '../../../src/application/shared/host.port';
import { CountContractMembersUseCase } from '../../../src/application/tenant/count-contract-members.use-case';
import type { RoleId } from '../../../src/domain/access/role';
import type { Member } from '../../../src/domain/members/member.entity';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { MembersPagePresenter } from '../../../src/presentation/members/members-page.presenter';
import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { ContractMembersCountStore } from '../../../src/presentation/shell/contract-members-count.store';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { FakeMembersGateway } from '../../application/members/members-fakes';
import { member } from '../../domain/members/member-fixtures';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

/** The logged user of makeSession(). */
export const ME = member({ email: 'ana@acme.com', fullName: 'Ana Souza', roleId: 'admin' });

export const CARLA = member({ email: 'carla@acme.com', fullName: 'Carla Dias', roleId: 'guest' });
export const DIEGO = member({ email: 'diego@acme.com', fullName: 'Diego Reis', roleId: 'member' });
export const ELISA = member({
  email: 'elisa@acme.com',
  fullName: 'elisa@acme.com',
  userStatus: 'PendingUser',
});
export const FABIO = member({
  email: 'fabio@acme.com',
  fullName: 'Fabio Melo',
  userStatus: 'PendingTenant',
  roleId: 'guest',
});
export const GIL = member({
  email: 'gil@acme.com',
  fullName: 'Gil Rocha',
  userStatus: 'PendingTenant',
  roleId: 'guest',
});

export interface PresenterRig {
  readonly presenter: MembersPagePresenter;
  readonly gateway: FakeMembersGateway;
  readonly host: FakeHostGateway;
  readonly logger: RecordingLogger;
  /** The contract card's count, which the page's complete listing sets (issue 34 §2). */
  readonly membersCount: ContractMembersCountStore;
  readonly alerts: AlertRequest[];
  /** Answers of the next alerts (default: confirm). */
  readonly alertAnswers: boolean[];
  modalAnswer: boolean;
}

export function buildPresenter(options: { roleId?: RoleId; members?: Member[] } = {}): PresenterRig {
  const gateway = new FakeMembersGateway();
  gateway.pages = [options.members ?? [ME, CARLA, DIEGO, ELISA, FABIO, GIL]];
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const alerts: AlertRequest[] = [];
  const alertAnswers: boolean[] = [];
  const sessionStore = new SessionStore(new StaticToggles());
  sessionStore.setSession(makeSession({ roleId: options.roleId ?? 'admin' }));
  const membersCount = new ContractMembersCountStore(
    sessionStore,
    new CountContractMembersUseCase(gateway),
    logger,
  );
  const rig = { gateway, host, logger, membersCount, alerts, alertAnswers, modalAnswer: false } as Omit<
    PresenterRig,
    'presenter'
  > & {
    presenter?: MembersPagePresenter;
  };
  host.alertAnswer = (alert) => {
    alerts.push(alert);
    return Promise.resolve(alertAnswers.shift() ?? true);
  };
  host.modalAnswer = () => Promise.resolve(rig.modalAnswer);
  const tracker = new Tracker(sessionStore, host, logger, fixedClock('2025-03-18T12:00:00Z'));
  rig.presenter = new MembersPagePresenter(
    sessionStore,
    new LoadMembersUseCase(gateway),
    new ChangeMembersRoleUseCase(gateway),
    new RemoveMembersUseCase(gateway),
    new AnswerJoinRequestsUseCase(gateway),
    new InviteMembersUseCase(host),
    host,
    logger,
    tracker,
    createI18n('en', TEST_RESOURCES),
    membersCount,
    hostFeedback(host),
  );
  return rig as PresenterRig;
}

/** Lets the fake gateway's promise chains (and the 100 ms batches) run out. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 120));
}
