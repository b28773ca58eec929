import { describe, expect, it } from 'vitest';
import { headerActions } from '../../../src/domain/access/header-actions.rule';
import { allOff, allOn, ctx, item, togglesOn } from './access-fixtures';

describe('header actions (spec 1 §2 Header bar, spec 3 §2.2, §6)', () => {
  it.each([
    '/agent-consumption',
    '/agent-consumption/monthly',
    '/old-agent-consumption',
    '/old-agent-consumption/monthly',
  ])("spec 3 §2.2: %s carries the 'Manage agents' button", (path) => {
    expect(headerActions(path, ctx())).toEqual({ manageAgents: true, consumptionDataPath: null });
  });

  it.each(['/', '/agent', '/members', '/session-consumption', '/agent-consumption/daily'])(
    "spec 1 §2: %s has no 'Manage agents' button",
    (path) => {
      expect(headerActions(path, ctx()).manageAgents).toBe(false);
    },
  );

  it("spec 1 §2: on /agent with the toggle on, 'Consumption data' links to /agent-consumption", () => {
    expect(headerActions('/agent', ctx({ isToggleOn: allOn }))).toEqual({
      manageAgents: false,
      consumptionDataPath: '/agent-consumption',
    });
  });

  it("spec 1 §2: on /agent with the toggle off, 'Consumption data' links to /old-agent-consumption", () => {
    expect(headerActions('/agent', ctx({ isToggleOn: allOff })).consumptionDataPath).toBe(
      '/old-agent-consumption',
    );
  });

  it("spec 1 §6: 'Consumption data' needs the billing check on the agent metric", () => {
    expect(headerActions('/agent', ctx({ roleId: 'member' })).consumptionDataPath).toBeNull();
    expect(headerActions('/agent', ctx({ subscription: [item('Session')] })).consumptionDataPath).toBeNull();
  });

  it("spec 1 §6: an unlimited Agent metric shows 'Consumption data' only with 'billing-unlimited-agent-consumption'", () => {
    const unlimited = [item('Agent', -1)];
    expect(
      headerActions('/agent', ctx({ isToggleOn: allOff, subscription: unlimited })).consumptionDataPath,
    ).toBeNull();
    const on = togglesOn('billing-unlimited-agent-consumption');
    expect(
      headerActions('/agent', ctx({ isToggleOn: on, subscription: unlimited })).consumptionDataPath,
    ).toBe('/old-agent-consumption');
  });

  it("spec 1 §2: 'Consumption data' shows on /agent only", () => {
    expect(headerActions('/agent-consumption', ctx()).consumptionDataPath).toBeNull();
    expect(headerActions('/', ctx()).consumptionDataPath).toBeNull();
  });
});
