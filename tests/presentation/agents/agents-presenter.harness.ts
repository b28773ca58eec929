import { AddAgentsUseCase } from '../../../src/application/agents/add-agents.use-case';
import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { ChangeAgentUseCase } from '../../../src/application/agents/change-agent.use-case';
import { LoadAgentsUseCase } from '../../../src/application/agents/load-agents.use-case';
import type { RoleId } from '../../../src/domain/access/role';
import type { Language } from '../../../src/domain/shared/language.rule';
import { AgentsPresenter } from '../../../src/presentation/agents/agents.presenter';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import {
  FakeAgentsGateway,
  FakeConsumptionGateway,
  FakeInviteModal,
  FakeOwnersGateway,
} from '../../application/agents/agents-fakes';
import { agentRecord } from '../../domain/agents/agent-fixtures';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession, metric, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

export const NOW = '2025-03-18T12:00:00Z';

/**
 * Three agents: Ana (triggered, enabled, two bots), Bruno (enabled, not triggered) and Carla
 * (disabled, not triggered). The plan allows `quantity` activated agents.
 */
export function buildPresenter(
  options: { roleId?: RoleId; language?: Language; quantity?: number; planName?: string } = {},
) {
  const agents = new FakeAgentsGateway();
  agents.records = [
    agentRecord({ email: 'ana@acme.com', fullName: 'Ana Souza', applications: [] }),
    agentRecord({ email: 'bruno@acme.com', fullName: 'Bruno Lima' }),
    agentRecord({ email: 'carla@acme.com', fullName: 'Carla Dias', isEnabled: false, enabled: false }),
  ];
  const consumption = new FakeConsumptionGateway();
  consumption.rows = [
    { agentEmail: 'ana@acme.com', firstTicketDate: '2025-03-02T10:00:00Z', totalTickets: 9 },
  ];
  const owners = new FakeOwnersGateway();
  owners.bots.set(agents.records[0]!.userIdentity, ['faq', 'sales']);
  const modal = new FakeInviteModal();
  // Alerts answered from host.alertAnswers first, cancelled by default.
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const clock = fixedClock(NOW);
  const store = new SessionStore(new StaticToggles());
  store.setSession(
    makeSession({
      roleId: options.roleId ?? 'admin',
      language: options.language ?? 'en',
      subscription: [{ ...metric('Agent', options.quantity ?? 1), additionalItemValue: 119.9 }],
      ...(options.planName === undefined ? {} : { planName: options.planName }),
    }),
  );
  const i18n = createI18n(options.language ?? 'en', TEST_RESOURCES);
  const presenter = new AgentsPresenter(
    new LoadAgentsUseCase(agents, consumption, owners, clock, logger),
    new ChangeAgentUseCase(agents),
    new AddAgentsUseCase(modal, agents),
    store,
    host,
    i18n,
    clock,
    logger,
    new Tracker(store, host, logger, clock),
    hostFeedback(host),
  );
  return { presenter, agents, consumption, owners, modal, host, logger, store };
}

export const ANA = 'ana%40acme.com@blip.ai';
export const BRUNO = 'bruno%40acme.com@blip.ai';
export const CARLA = 'carla%40acme.com@blip.ai';
