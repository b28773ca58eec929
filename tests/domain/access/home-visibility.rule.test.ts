import { describe, expect, it } from 'vitest';
import {
  contractCardLayout,
  visibleHomeSections,
  type HomeSection,
} from '../../../src/domain/access/home-visibility.rule';
import type { AccessContext } from '../../../src/domain/access/access-context';
import { FEATURE_TOGGLE_NAMES } from '../../../src/domain/access/feature-toggle-names';
import { allOff, allOn, ctx, item, PLAN_NOT_CONFIGURED, togglesOn } from './access-fixtures';

/**
 * Section id → the routes its cards open, the shape a person reads off the home page; the agent
 * plan not configured (the toggles decide), as the simulator answers.
 */
function layout(context: AccessContext): Record<string, string[]> {
  return Object.fromEntries(
    visibleHomeSections(context, PLAN_NOT_CONFIGURED).map((s) => [s.id, s.cards.map((c) => c.routeId)]),
  );
}

const allButDataConsumption = togglesOn(
  ...FEATURE_TOGGLE_NAMES.filter((name) => name !== 'billing-data-consumption'),
);

describe('home visibility with every toggle on (spec 1 §2 Home, §6; spec 3 §6)', () => {
  it("spec 1 §2: admin sees every settings card and, with 'billing-data-consumption' on, the Usage report alone", () => {
    expect(layout(ctx({ roleId: 'admin', isToggleOn: allOn }))).toEqual({
      generalSettings: ['members', 'agent', 'mtls', 'knowledgeBase', 'pipeline'],
      featureManagement: ['copilot', 'calls'],
      usageData: ['dataConsumption'],
    });
  });
  it('spec 1 §6: member (Editor) sees only the knowledge base (workspace permission)', () => {
    expect(layout(ctx({ roleId: 'member', isToggleOn: allOn }))).toEqual({
      generalSettings: ['knowledgeBase'],
    });
  });
  it('spec 1 §6: guest (Viewer) sees only the knowledge base (workspace read)', () => {
    expect(layout(ctx({ roleId: 'guest', isToggleOn: allOn }))).toEqual({
      generalSettings: ['knowledgeBase'],
    });
  });
  it('spec 1 §6: an unresolved role sees nothing', () => {
    expect(visibleHomeSections(ctx({ roleId: undefined }))).toEqual([]);
  });
});

describe('home visibility with every toggle off', () => {
  it('spec 1 §2: admin keeps the untoggled cards: members, agent (Agent metric) and copilot', () => {
    expect(layout(ctx({ roleId: 'admin', isToggleOn: allOff }))).toEqual({
      generalSettings: ['members', 'agent'],
      featureManagement: ['copilot'],
    });
  });
  it('spec 1 §6: member and guest see no card at all', () => {
    expect(visibleHomeSections(ctx({ roleId: 'member', isToggleOn: allOff }))).toEqual([]);
    expect(visibleHomeSections(ctx({ roleId: 'guest', isToggleOn: allOff }))).toEqual([]);
  });
});

describe('the usage section (spec 1 §2, spec 3 §2.15, §6)', () => {
  it("spec 3 §6: with 'billing-data-consumption' off, every usage card except the Usage report", () => {
    expect(layout(ctx({ isToggleOn: allButDataConsumption })).usageData).toEqual([
      'revenue',
      'dailyActiveUsers',
      'dailyEngagedUsers',
      'sessionConsumption',
      'agentConsumption',
    ]);
  });
  it("spec 3 §6: with 'billing-data-consumption' on and another usage route, only dataConsumption shows", () => {
    const toggles = togglesOn('billing-data-consumption', 'billing-daily-active-users-consumption');
    expect(layout(ctx({ isToggleOn: toggles, subscription: [item('DailyActiveUser')] })).usageData).toEqual([
      'dataConsumption',
    ]);
  });
  it("issue 37 §1 (spec 1 §2 Home): 'billing-data-consumption' with no legacy usage toggle shows 'Tracking your plan' with the Usage report", () => {
    const dataConsumptionOnly = togglesOn('billing-data-consumption');
    expect(layout(ctx({ isToggleOn: dataConsumptionOnly })).usageData).toEqual(['dataConsumption']);
    // One metric is enough: the toggle opens the newer reports, so there is more than one usage route.
    const oneMetric = ctx({ isToggleOn: dataConsumptionOnly, subscription: [item('Session')] });
    expect(layout(oneMetric).usageData).toEqual(['dataConsumption']);
  });
  it('issue 37 §1 (spec 1 §2 Home): the usage routes are counted by their route gates, not by the cards shown', () => {
    // One usage card passes its own gate, but its route and /data-consumption both open.
    const onlySession = ctx({ isToggleOn: allButDataConsumption, subscription: [item('Session')] });
    expect(layout(onlySession).usageData).toEqual(['sessionConsumption']);
  });
  it('issue 37 §1 (spec 1 §2 Home): one usage route the user may open hides the section', () => {
    // Only /revenue opens (its toggle, no metric); no usage card passes either.
    const oneRoute = ctx({ isToggleOn: togglesOn('tenant-consumption'), subscription: [] });
    expect(layout(oneRoute).usageData).toBeUndefined();
  });
  it('spec 1 §2: two usage routes show the section', () => {
    const two = ctx({
      isToggleOn: allButDataConsumption,
      subscription: [item('Session'), item('DailyActiveUser')],
    });
    expect(layout(two).usageData).toEqual(['dailyActiveUsers', 'sessionConsumption']);
  });
  it('spec 1 §2: a subscription lacking metrics hides the agent card and every usage card', () => {
    expect(layout(ctx({ isToggleOn: allOn, subscription: [] }))).toEqual({
      generalSettings: ['members', 'mtls', 'knowledgeBase', 'pipeline'],
      featureManagement: ['copilot', 'calls'],
    });
  });
  it('spec 1 §2: contract revenue shows in its engaged-user variant (MEU + exchanged messages)', () => {
    const toggles = togglesOn('billing-monthly-engaged-user-consumption', 'billing-session-consumption');
    const context = ctx({ isToggleOn: toggles, subscription: [item('monthlyEngagedUser'), item('Session')] });
    expect(layout(context).usageData).toEqual(['revenue', 'sessionConsumption']);
  });
  it("spec 1 §2: contract revenue's active-user variant needs its own toggle", () => {
    const toggles = togglesOn('billing-monthly-engaged-user-consumption', 'billing-session-consumption');
    const context = ctx({ isToggleOn: toggles, subscription: [item('MonthlyActiveUser'), item('Session')] });
    expect(layout(context).usageData).toEqual(['sessionConsumption']);
  });
  it("spec 1 §6: an unlimited Agent item shows the agents usage card only with 'billing-unlimited-agent-consumption'", () => {
    const subscription = [item('Agent', -1), item('Session')];
    const withoutUnlimited = togglesOn('billing-agent-consumption', 'billing-session-consumption');
    expect(layout(ctx({ isToggleOn: withoutUnlimited, subscription })).usageData).toEqual([
      'sessionConsumption',
    ]);
    const withUnlimited = togglesOn(
      'billing-agent-consumption',
      'billing-session-consumption',
      'billing-unlimited-agent-consumption',
    );
    expect(layout(ctx({ isToggleOn: withUnlimited, subscription })).usageData).toEqual([
      'sessionConsumption',
      'agentConsumption',
    ]);
  });
});

describe('contract card layout (spec 1 §2 Contract card)', () => {
  const section = (id: HomeSection['id']): HomeSection => ({
    id,
    cards: [{ routeId: 'members', sectionId: id }],
  });

  it('spec 1 §2: horizontal with no general-settings cards and no usage section', () => {
    expect(contractCardLayout([])).toBe('horizontal');
    expect(contractCardLayout([section('featureManagement')])).toBe('horizontal');
    expect(contractCardLayout(visibleHomeSections(ctx({ roleId: 'member', isToggleOn: allOff })))).toBe(
      'horizontal',
    );
  });
  it('spec 1 §2: vertical with general-settings cards', () => {
    expect(contractCardLayout([section('generalSettings')])).toBe('vertical');
    const guest = visibleHomeSections(ctx({ roleId: 'guest', isToggleOn: allOn }), PLAN_NOT_CONFIGURED);
    expect(contractCardLayout(guest)).toBe('vertical');
  });
  it('spec 1 §2: vertical with a usage section', () => {
    expect(contractCardLayout([section('usageData')])).toBe('vertical');
  });
});
