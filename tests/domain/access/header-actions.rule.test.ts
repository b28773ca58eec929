import { describe, expect, it } from 'vitest';
import { headerActions } from '../../../src/domain/access/header-actions.rule';
import { allOff, allOn, ctx, item, togglesOn } from './access-fixtures';

describe('header actions (spec 1 §2 Header bar, spec 3 §2.2, §6)', () => {
  it.each([
    'agentConsumption',
    'agentConsumptionMonthly',
    'oldAgentConsumption',
    'oldAgentConsumptionMonthly',
  ] as const)("spec 3 §2.2: %s carries the 'Manage agents' button", (routeId) => {
    expect(headerActions(routeId, ctx())).toEqual({ manageAgents: true, consumptionData: null });
  });

  it.each(['home', 'agent', 'members', 'sessionConsumption', undefined] as const)(
    "spec 1 §2: %s has no 'Manage agents' button",
    (routeId) => {
      expect(headerActions(routeId, ctx()).manageAgents).toBe(false);
    },
  );

  it("spec 1 §2: on the agents page with the toggle on, 'Consumption data' links to /agent-consumption", () => {
    expect(headerActions('agent', ctx({ isToggleOn: allOn }))).toEqual({
      manageAgents: false,
      consumptionData: 'agentConsumption',
    });
  });

  it("spec 1 §2: on the agents page with the toggle off, 'Consumption data' links to /old-agent-consumption", () => {
    expect(headerActions('agent', ctx({ isToggleOn: allOff })).consumptionData).toBe('oldAgentConsumption');
  });

  it("spec 1 §6: 'Consumption data' needs the billing check on the agent metric", () => {
    expect(headerActions('agent', ctx({ roleId: 'member' })).consumptionData).toBeNull();
    expect(headerActions('agent', ctx({ subscription: [item('Session')] })).consumptionData).toBeNull();
  });

  it("spec 1 §6: an unlimited Agent metric shows 'Consumption data' only with 'billing-unlimited-agent-consumption'", () => {
    const unlimited = [item('Agent', -1)];
    expect(
      headerActions('agent', ctx({ isToggleOn: allOff, subscription: unlimited })).consumptionData,
    ).toBeNull();
    const on = togglesOn('billing-unlimited-agent-consumption');
    expect(headerActions('agent', ctx({ isToggleOn: on, subscription: unlimited })).consumptionData).toBe(
      'oldAgentConsumption',
    );
  });

  it("spec 1 §2: 'Consumption data' shows on the agents page only", () => {
    expect(headerActions('agentConsumption', ctx()).consumptionData).toBeNull();
    expect(headerActions('home', ctx()).consumptionData).toBeNull();
  });
});
