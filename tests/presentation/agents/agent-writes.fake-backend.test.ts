import { describe, expect, it } from 'vitest';
import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { AddAgentsUseCase } from '../../../src/application/agents/add-agents.use-case';
import { ChangeAgentUseCase } from '../../../src/application/agents/change-agent.use-case';
import { LoadAgentsUseCase } from '../../../src/application/agents/load-agents.use-case';
import { AgentConsumptionCommandGateway } from '../../../src/infrastructure/agents/agent-consumption.adapter';
import { AgentOwnersCommandGateway } from '../../../src/infrastructure/agents/agent-owners.adapter';
import { AgentsCommandGateway } from '../../../src/infrastructure/agents/agents.adapter';
import { InviteAgentHostModal } from '../../../src/infrastructure/agents/invite-agent-modal.adapter';
import { AgentsPresenter } from '../../../src/presentation/agents/agents.presenter';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { appSettings, memoryHost, REFERENCE_DATE } from '../../infrastructure/support/memory-host';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { fixedClock, makeSession, makeTenant, metric, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

/**
 * Issue 35 §1: the agents page over the fake backend, through the real gateways. The desk's
 * bots are what the page shows; what a save sends back is the portal's own agent object.
 */
function agentsPageOverFakeBackend() {
  const { host, channel, transport } = memoryHost();
  const logger = new RecordingLogger();
  const clock = fixedClock(REFERENCE_DATE.toISOString());
  const agents = new AgentsCommandGateway(channel, appSettings);
  const store = new SessionStore(new StaticToggles());
  store.setSession({
    ...makeSession({ roleId: 'admin', subscription: [metric('Agent', 1000)] }),
    tenant: makeTenant({ id: host.state.tenant.id }),
  });
  const portal = new FakeHostGateway();
  const presenter = new AgentsPresenter(
    new LoadAgentsUseCase(
      agents,
      new AgentConsumptionCommandGateway(channel, appSettings),
      new AgentOwnersCommandGateway(channel, appSettings, logger),
      clock,
      logger,
    ),
    new ChangeAgentUseCase(agents),
    new AddAgentsUseCase(new InviteAgentHostModal(transport), agents),
    store,
    portal,
    createI18n('en', TEST_RESOURCES),
    clock,
    logger,
    new Tracker(store, portal, logger, clock),
    hostFeedback(portal),
  );
  return { host, presenter, portal };
}

describe("issue 35 §1: the agent switch saves the portal's agent, never the desk's bots", () => {
  it('a failed owners lookup, then a switch: the agent keeps its bots in the backend, only isEnabled changes', async () => {
    const { host, presenter, portal } = agentsPageOverFakeBackend();
    const agent = host.state.agents.find(
      (candidate) => candidate.isEnabled && candidate.applications.length > 0,
    )!;
    const bots = [...agent.applications];
    host.configureFaults({ failUriContaining: '/owners' });
    await presenter.load();
    // The desk did not answer: the row shows no bots.
    expect(presenter.rows.find((row) => row.id === agent.userIdentity)?.bots).toEqual([]);

    await presenter.actions.enabledToggled(agent.userIdentity, false);

    expect(portal.toasts).toEqual([{ type: 'success', message: 'Agent disabled for activation' }]);
    const saved = host.state.agents.find((candidate) => candidate.userIdentity === agent.userIdentity)!;
    expect(saved.isEnabled).toBe(false);
    expect(saved.applications).toEqual(bots);
  });

  it("the desk's bots differing from the portal's list are shown, but the switch sends the portal's list", async () => {
    const { host, presenter } = agentsPageOverFakeBackend();
    const agent = host.state.agents.find(
      (candidate) => candidate.isEnabled && candidate.applications.length > 0,
    )!;
    const bots = [...agent.applications];
    await presenter.load();
    // The desk now says something else (a bot added elsewhere): the page shows it on its next read…
    presenter.list.setBots(agent.userIdentity, ['desk-only-bot']);
    expect(presenter.rows.find((row) => row.id === agent.userIdentity)?.bots).toEqual(['desk-only-bot']);

    await presenter.actions.enabledToggled(agent.userIdentity, false);

    // …but the save is the portal's record: its own bots, untouched, and the row still shows the desk's.
    const saved = host.state.agents.find((candidate) => candidate.userIdentity === agent.userIdentity)!;
    expect(saved.applications).toEqual(bots);
    expect(presenter.rows.find((row) => row.id === agent.userIdentity)).toMatchObject({
      enabled: false,
      bots: ['desk-only-bot'],
    });
  });
});
