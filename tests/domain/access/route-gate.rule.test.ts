import { describe, expect, it } from 'vitest';
import type { AgentPlanStatus } from '../../../src/domain/access/agent-plan.entity';
import { privateRouteById } from '../../../src/domain/access/private-routes';
import {
  agentPlanAllows,
  evaluateRouteGate,
  type AgentPlanOutcome,
} from '../../../src/domain/access/route-gate.rule';
import { allOff, allOn, ctx, item, togglesOn } from './access-fixtures';

function plan(status: Partial<AgentPlanStatus>): AgentPlanOutcome {
  return { ok: true, status: { hasActivePaidPlan: false, isTrial: false, reason: undefined, ...status } };
}
const PAID = plan({ hasActivePaidPlan: true });
const TRIAL = plan({ isTrial: true });
const NOT_CONFIGURED = plan({ reason: 'notConfigured' });
const EXPIRED = plan({ reason: 'expired' });
const ERROR: AgentPlanOutcome = { ok: false };

describe('agent plan check (spec 1 §6, spec 2 §6)', () => {
  it('spec 1 §6: an active paid plan passes, whatever the toggle', () => {
    expect(agentPlanAllows(PAID, false)).toBe(true);
  });
  it('spec 1 §6: a trial passes, whatever the toggle', () => {
    expect(agentPlanAllows(TRIAL, false)).toBe(true);
  });
  it("spec 1 §6: reason 'notConfigured' with the toggle on passes", () => {
    expect(agentPlanAllows(NOT_CONFIGURED, true)).toBe(true);
  });
  it("spec 1 §6: reason 'notConfigured' with the toggle off denies", () => {
    expect(agentPlanAllows(NOT_CONFIGURED, false)).toBe(false);
  });
  it('spec 1 §6: another reason denies even with the toggle on', () => {
    expect(agentPlanAllows(EXPIRED, true)).toBe(false);
    expect(agentPlanAllows(plan({}), true)).toBe(false);
  });
  it('spec 2 §8 Gates: an agent-plan error means no access', () => {
    expect(agentPlanAllows(ERROR, true)).toBe(false);
  });
});

describe('route gate clauses (spec 1 §6, spec 3 §6)', () => {
  const members = privateRouteById('members');
  const mtls = privateRouteById('mtls');
  const dau = privateRouteById('dailyActiveUsers');

  it('spec 1 §6: a tenant must exist', () => {
    expect(evaluateRouteGate(members, ctx({ hasTenant: false }))).toBe('denied');
  });
  it('spec 1 §6: a user must exist', () => {
    expect(evaluateRouteGate(members, ctx({ hasUser: false }))).toBe('denied');
  });
  it("spec 1 §6: read access on the route's accessPermission is required", () => {
    expect(evaluateRouteGate(members, ctx({ roleId: 'admin' }))).toBe('allowed');
    expect(evaluateRouteGate(members, ctx({ roleId: 'member' }))).toBe('denied');
    expect(evaluateRouteGate(members, ctx({ roleId: undefined }))).toBe('denied');
    expect(evaluateRouteGate(privateRouteById('home'), ctx({ roleId: 'guest' }))).toBe('allowed');
  });
  it('spec 1 §6: a route with a toggle and no metric needs the toggle on', () => {
    expect(evaluateRouteGate(mtls, ctx({ isToggleOn: togglesOn('enable-tenant-mtls-certificates') }))).toBe(
      'allowed',
    );
    expect(evaluateRouteGate(mtls, ctx({ isToggleOn: allOff }))).toBe('denied');
  });
  it('spec 1 §6: toggle on OR a metric in the subscription — the toggle alone passes', () => {
    const toggleOnly = ctx({
      isToggleOn: togglesOn('billing-daily-active-users-consumption'),
      subscription: [],
    });
    expect(evaluateRouteGate(dau, toggleOnly)).toBe('allowed');
  });
  it('spec 1 §6: toggle on OR a metric in the subscription — the metric alone passes (camel-case too)', () => {
    expect(evaluateRouteGate(dau, ctx({ isToggleOn: allOff, subscription: [item('dailyActiveUser')] }))).toBe(
      'allowed',
    );
  });
  it('spec 1 §6: neither toggle nor metric denies', () => {
    expect(evaluateRouteGate(dau, ctx({ isToggleOn: allOff, subscription: [item('Session')] }))).toBe(
      'denied',
    );
  });
  it('spec 3 §6: /revenue passes on any of MonthlyActiveUser, MonthlyEngagedUser, ExchangedMessage', () => {
    const revenue = privateRouteById('revenue');
    for (const metric of ['MonthlyActiveUser', 'MonthlyEngagedUser', 'ExchangedMessage']) {
      expect(evaluateRouteGate(revenue, ctx({ isToggleOn: allOff, subscription: [item(metric)] }))).toBe(
        'allowed',
      );
    }
  });
  it('spec 3 §6: /data-consumption passes on any metric at all', () => {
    const data = privateRouteById('dataConsumption');
    expect(evaluateRouteGate(data, ctx({ isToggleOn: allOff, subscription: [item('Session')] }))).toBe(
      'allowed',
    );
    expect(evaluateRouteGate(data, ctx({ isToggleOn: allOff, subscription: [] }))).toBe('denied');
  });
  it("spec 1 §6: the Agent metric with quantity -1 also needs 'billing-unlimited-agent-consumption'", () => {
    const oldAgent = privateRouteById('oldAgentConsumption');
    const unlimited = [item('Agent', -1)];
    expect(evaluateRouteGate(oldAgent, ctx({ isToggleOn: allOff, subscription: unlimited }))).toBe('denied');
    const withToggle = togglesOn('billing-unlimited-agent-consumption');
    expect(evaluateRouteGate(oldAgent, ctx({ isToggleOn: withToggle, subscription: unlimited }))).toBe(
      'allowed',
    );
    expect(evaluateRouteGate(oldAgent, ctx({ isToggleOn: allOff, subscription: [item('Agent', 5)] }))).toBe(
      'allowed',
    );
  });
  it('spec 1 §6: the agent page is allowed only with the Agent metric in the subscription', () => {
    const agent = privateRouteById('agent');
    expect(evaluateRouteGate(agent, ctx({ subscription: [item('Agent', -1)], isToggleOn: allOff }))).toBe(
      'allowed',
    );
    expect(evaluateRouteGate(agent, ctx({ subscription: [item('Session')] }))).toBe('denied');
    expect(evaluateRouteGate(agent, ctx({ roleId: 'member' }))).toBe('denied');
  });
  it('spec 1 §6: the copilot route needs only the members permission', () => {
    expect(evaluateRouteGate(privateRouteById('copilot'), ctx({ isToggleOn: allOff }))).toBe('allowed');
    expect(evaluateRouteGate(privateRouteById('copilot'), ctx({ roleId: 'guest' }))).toBe('denied');
  });
});

describe('AI route gates (spec 1 §6, spec 2 §6)', () => {
  const kb = privateRouteById('knowledgeBaseDocuments');
  const pipeline = privateRouteById('pipeline');
  const kbOn = togglesOn('ai-agent-knowledge-base-screens-enabled');

  it('spec 2 §6: knowledge base asks for the agent plan once the other clauses pass', () => {
    expect(evaluateRouteGate(kb, ctx({ roleId: 'guest' }))).toBe('needs-agent-plan');
  });
  it('spec 2 §6: knowledge base denies without workspace read, before any plan fetch', () => {
    expect(evaluateRouteGate(kb, ctx({ roleId: undefined }))).toBe('denied');
  });
  it.each([
    ['paid', PAID, allOff, 'allowed'],
    ['trial', TRIAL, allOff, 'allowed'],
    ['notConfigured, toggle on', NOT_CONFIGURED, kbOn, 'allowed'],
    ['notConfigured, toggle off', NOT_CONFIGURED, allOff, 'denied'],
    ['other reason, toggle on', EXPIRED, kbOn, 'denied'],
    ['error, toggle on', ERROR, kbOn, 'denied'],
  ] as const)('spec 2 §6: knowledge base with plan %s → %s', (_name, outcome, toggles, expected) => {
    expect(evaluateRouteGate(kb, ctx({ isToggleOn: toggles }), outcome)).toBe(expected);
  });

  it("spec 1 §6: pipeline with 'pipeline-enable' on is allowed without asking for the plan", () => {
    expect(evaluateRouteGate(pipeline, ctx({ isToggleOn: allOn }))).toBe('allowed');
  });
  it('spec 1 §6: pipeline with the toggle off asks for the plan', () => {
    expect(evaluateRouteGate(pipeline, ctx({ isToggleOn: allOff }))).toBe('needs-agent-plan');
  });
  it.each([
    ['paid', PAID, 'allowed'],
    ['trial', TRIAL, 'allowed'],
    ['notConfigured', NOT_CONFIGURED, 'denied'],
    ['error', ERROR, 'denied'],
  ] as const)('spec 1 §6: pipeline, toggle off, plan %s → %s', (_name, outcome, expected) => {
    expect(evaluateRouteGate(pipeline, ctx({ isToggleOn: allOff }), outcome)).toBe(expected);
  });
  it('spec 2 §6: pipeline needs the members permission', () => {
    expect(evaluateRouteGate(pipeline, ctx({ roleId: 'member', isToggleOn: allOn }))).toBe('denied');
  });
});
