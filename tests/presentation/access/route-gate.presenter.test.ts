import { describe, expect, it } from 'vitest';
import type { AgentPlanGateway } from '../../../src/application/access/agent-plan.port';
import { RouteAccessUseCase } from '../../../src/application/access/route-access.use-case';
import type { AgentPlanStatus } from '../../../src/domain/access/agent-plan.entity';
import type { Session } from '../../../src/domain/access/session';
import { RouteGatePresenter } from '../../../src/presentation/access/route-gate.presenter';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { makeSession, metric, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeToggles } from '../../application/access/access-fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function build(
  options: {
    session?: Session;
    toggles?: readonly string[];
    agentPlan?: () => Promise<AgentPlanStatus>;
  } = {},
) {
  const toggles = new StaticToggles(options.toggles ?? []);
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const store = new SessionStore(toggles);
  if (options.session !== undefined) store.setSession(options.session);
  const plans: AgentPlanGateway = {
    getActivePlan:
      options.agentPlan ??
      (() => Promise.resolve({ hasActivePaidPlan: true, isTrial: false, reason: undefined })),
  };
  const gate = new RouteGatePresenter(new RouteAccessUseCase(toggles, plans, logger), store, host, logger);
  return { gate, host };
}

describe('RouteGatePresenter', () => {
  it('spec 1 §6: mTLS for a guest is denied and the host gets unauthorizedAccess with the path', async () => {
    const { gate, host } = build({
      session: makeSession({ roleId: 'guest' }),
      toggles: ['enable-tenant-mtls-certificates'],
    });
    await expect(gate.check('/mtls', 'mtls')).resolves.toBe('denied');
    expect(gate.decision).toBe('denied');
    expect(host.unauthorized).toEqual(['/mtls']);
  });

  it('spec 1 §6: mTLS for an admin with its toggle is allowed and nothing is reported', async () => {
    const { gate, host } = build({
      session: makeSession({ roleId: 'admin' }),
      toggles: ['enable-tenant-mtls-certificates'],
    });
    await gate.check('/mtls', 'mtls');
    expect(gate.decision).toBe('allowed');
    expect(host.unauthorized).toEqual([]);
  });

  it('spec 1 §6: the agent page needs the agent metric in the subscription', async () => {
    const without = build({ session: makeSession({ roleId: 'admin', subscription: [metric('Session')] }) });
    expect(await without.gate.check('/agent', 'agent')).toBe('denied');
    const withMetric = build({ session: makeSession({ roleId: 'admin', subscription: [metric('Agent')] }) });
    expect(await withMetric.gate.check('/agent', 'agent')).toBe('allowed');
  });

  it('spec 1 §2: an unknown path is not a private route (sent home, not reported)', async () => {
    const { gate, host } = build({ session: makeSession() });
    expect(await gate.check('/no-such-page')).toBe('unknown');
    expect(host.unauthorized).toEqual([]);
  });

  it('a page is never shown under another route id', async () => {
    const { gate } = build({ session: makeSession(), toggles: ['enable-tenant-mtls-certificates'] });
    expect(await gate.check('/mtls', 'calls')).toBe('unknown');
  });

  it('without a session every private route is denied', async () => {
    const { gate, host } = build();
    expect(await gate.check('/members', 'members')).toBe('denied');
    expect(host.unauthorized).toEqual(['/members']);
  });

  it('spec 1 §6: while the agent plan is checked the gate is pending and says so; a paid plan allows', async () => {
    const plan = deferred<AgentPlanStatus>();
    const { gate } = build({ session: makeSession({ roleId: 'member' }), agentPlan: () => plan.promise });
    const result = gate.check('/knowledge-base', 'knowledgeBase');
    expect(gate.decision).toBe('pending');
    expect(gate.waitsForAgentPlan).toBe(true);
    plan.resolve({ hasActivePaidPlan: false, isTrial: true, reason: undefined });
    expect(await result).toBe('allowed');
    expect(gate.waitsForAgentPlan).toBe(false);
  });

  it('spec 1 §6: an agent plan error means no access', async () => {
    const { gate, host } = build({
      session: makeSession({ roleId: 'admin' }),
      agentPlan: () => Promise.reject(new Error('AI platform down')),
    });
    expect(await gate.check('/knowledge-base/cat-1/documents', 'knowledgeBaseDocuments')).toBe('denied');
    expect(host.unauthorized).toEqual(['/knowledge-base/cat-1/documents']);
  });

  it('a superseded check neither decides nor reports', async () => {
    const plan = deferred<AgentPlanStatus>();
    const { gate, host } = build({
      session: makeSession({ roleId: 'guest' }),
      agentPlan: () => plan.promise,
    });
    const first = gate.check('/knowledge-base', 'knowledgeBase');
    await gate.check('/no-such-page');
    plan.resolve({ hasActivePaidPlan: false, isTrial: false, reason: 'expired' });
    await first;
    expect(gate.decision).toBe('unknown');
    expect(host.unauthorized).toEqual([]);
  });

  it('spec 1 §2: the old agent-consumption pages get a 1440px content width', async () => {
    const { gate } = build({
      session: makeSession({ subscription: [metric('Agent')] }),
      toggles: ['billing-agent-consumption'],
    });
    await gate.check('/old-agent-consumption', 'oldAgentConsumption');
    expect(gate.decision).toBe('allowed');
    expect(gate.maxContentWidth).toBe(1440);
  });

  it("issue 35 §2: a deep link to a toggled page waits (spinner) for the portal's late toggles instead of reporting it unauthorized", async () => {
    const toggles = new FakeToggles([]);
    toggles.awaitLateAnswer();
    const host = new FakeHostGateway();
    const logger = new RecordingLogger();
    const store = new SessionStore(toggles);
    store.setSession(makeSession({ roleId: 'admin' }));
    const plans: AgentPlanGateway = { getActivePlan: () => Promise.reject(new Error('not asked')) };
    const gate = new RouteGatePresenter(new RouteAccessUseCase(toggles, plans, logger), store, host, logger);
    const decision = gate.check('/mtls', 'mtls');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate).toMatchObject({ decision: 'pending', waitsForToggles: true });
    toggles.arrive(['enable-tenant-mtls-certificates']);
    await expect(decision).resolves.toBe('allowed');
    expect(gate).toMatchObject({ decision: 'allowed', waitsForToggles: false });
    expect(host.unauthorized).toEqual([]);
  });
});
