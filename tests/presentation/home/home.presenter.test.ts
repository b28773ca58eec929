import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { AgentPlanStatus } from '../../../src/domain/access/agent-plan.entity';
import type { RoleId } from '../../../src/domain/access/role';
import {
  HomePresenter,
  HOME_CARD_CLICKED,
  HOME_TRACKING_ORIGIN,
} from '../../../src/presentation/home/home.presenter';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { fixedClock, makeSession, metric, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeAgentPlans, FakeLogger, FakeToggles } from '../../application/access/access-fakes';
import { RouteAccessUseCase } from '../../../src/application/access/route-access.use-case';
import type { FeatureToggles } from '../../../src/application/shared/feature-toggles.port';
import { FakeHostGateway, rejecting } from '../../support/fake-host-gateway';

/** The route gates' use case, answering the agent plan from `plans` (issue 37 §10). */
const routeAccess = (toggles: FeatureToggles, plans = new FakeAgentPlans()) =>
  new RouteAccessUseCase(toggles, plans, new FakeLogger());

const USAGE_TOGGLES = [
  'tenant-consumption',
  'billing-daily-active-users-consumption',
  'billing-daily-engaged-user-consumption',
  'billing-session-consumption',
  'billing-agent-consumption',
];
const USAGE_METRICS = [
  'MonthlyActiveUser',
  'ExchangedMessage',
  'DailyActiveUser',
  'DailyEngagedUser',
  'Session',
  'Agent',
].map((id) => metric(id));

function build(
  toggles: readonly string[],
  session = makeSession({ roleId: 'admin', subscription: USAGE_METRICS, planName: 'Business' }),
) {
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const featureToggles = new StaticToggles(toggles);
  const store = new SessionStore(featureToggles);
  store.setSession(session);
  const tracker = new Tracker(store, host, logger, fixedClock('2024-03-15T10:00:00Z'));
  return { home: new HomePresenter(store, tracker, routeAccess(featureToggles)), host, logger, store };
}

describe('HomePresenter', () => {
  it('has no sections before a session exists', () => {
    const toggles = new StaticToggles();
    const store = new SessionStore(toggles);
    const home = new HomePresenter(
      store,
      new Tracker(store, new FakeHostGateway(), new RecordingLogger(), fixedClock('2024-01-01T00:00:00Z')),
      routeAccess(toggles),
    );
    expect(home.sections).toEqual([]);
  });

  it("spec 1 §2 Home: 'Tracking your plan' shows every usage card but the usage report when billing-data-consumption is off", () => {
    const { home } = build(USAGE_TOGGLES);
    const usage = home.sections.find((section) => section.id === 'usageData');
    expect(usage?.titleKey).toBe('sections.usageData.title');
    expect(usage?.cards.map((card) => card.id)).toEqual([
      'contractRevenue',
      'dailyActiveUsers',
      'dailyEngagedUsers',
      'sessionConsumption',
      'agentConsumption',
    ]);
    expect(usage?.cards.map((card) => card.icon)).toEqual([
      'revenue',
      'daily-active-users',
      'daily-engaged-users',
      'conversation',
      'agents-usage',
    ]);
  });

  it("spec 1 §2 Home: with billing-data-consumption on, only 'Usage report' is in the usage section", () => {
    const { home } = build([...USAGE_TOGGLES, 'billing-data-consumption']);
    const usage = home.sections.find((section) => section.id === 'usageData');
    expect(usage?.cards.map((card) => [card.id, card.path, card.isNew])).toEqual([
      ['dataConsumption', '/data-consumption', true],
    ]);
  });

  it("issue 37 §1 (spec 1 §2 Home): billing-data-consumption with no legacy usage toggle keeps 'Tracking your plan' with 'Usage report'", () => {
    const { home } = build(['billing-data-consumption']);
    const usage = home.sections.find((section) => section.id === 'usageData');
    expect(usage?.cards.map((card) => card.id)).toEqual(['dataConsumption']);
    expect(home.contractCardLayout).toBe('vertical');
  });

  it('contract card layout follows the grid (vertical with general settings)', () => {
    expect(build([]).home.contractCardLayout).toBe('vertical');
    const guest = build([], makeSession({ roleId: 'guest' }));
    expect(guest.home.sections).toEqual([]);
    expect(guest.home.contractCardLayout).toBe('horizontal');
  });

  it('spec 1 §1: a card click sends the tracking payload through the host', async () => {
    const { home, host } = build(USAGE_TOGGLES);
    const members = home.sections[0]!.cards[0]!;
    await home.cardClicked(members);
    expect(host.tracks).toEqual([
      {
        card: 'members',
        path: '/members',
        plan: 'Business',
        user: 'ana@acme.com',
        tenantId: 'acme',
        organizationName: 'Acme Corp',
        organizationUrl: 'https://acme.example.com',
        date: '03-2024',
        planStatus: undefined,
        action: HOME_CARD_CLICKED,
        origin: HOME_TRACKING_ORIGIN,
      },
    ]);
  });

  it('tracking still goes out when the host cannot give the organisation URL', async () => {
    const { home, host, logger } = build(USAGE_TOGGLES);
    host.tenantUrl = rejecting(new Error('no url'));
    await home.cardClicked(home.sections[0]!.cards[0]!);
    expect(host.tracks[0]?.organizationUrl).toBe('');
    expect(logger.warnings[0]?.message).toBe('Organisation URL unavailable for tracking');
  });

  it("issue 35 §2: the portal's late toggle answer makes its cards appear on the home shown already", () => {
    const toggles = new FakeToggles([]);
    toggles.awaitLateAnswer();
    const store = new SessionStore(toggles);
    store.setSession(makeSession({ roleId: 'admin' }));
    const home = new HomePresenter(
      store,
      new Tracker(store, new FakeHostGateway(), new RecordingLogger(), fixedClock('2024-03-15T10:00:00Z')),
      routeAccess(toggles),
    );
    const shown: string[][] = [];
    const stop = autorun(() => {
      shown.push(home.sections.flatMap((section) => section.cards.map((card) => card.id)));
    });
    expect(shown.at(-1)).not.toContain('mtls');
    toggles.arrive(['enable-tenant-mtls-certificates', 'pipeline-enable']);
    stop();
    expect(shown).toHaveLength(2);
    expect(shown.at(-1)).toEqual(expect.arrayContaining(['mtls', 'pipeline']));
  });
});

describe('issue 37 §10 (spec 2 §2.2, §6): the Knowledge base and Pipeline cards follow their route gates', () => {
  const PLANS: Readonly<Record<string, () => Promise<AgentPlanStatus>>> = {
    paid: () => Promise.resolve({ hasActivePaidPlan: true, isTrial: false, reason: undefined }),
    trial: () => Promise.resolve({ hasActivePaidPlan: false, isTrial: true, reason: undefined }),
    notConfigured: () =>
      Promise.resolve({ hasActivePaidPlan: false, isTrial: false, reason: 'notConfigured' }),
    expired: () => Promise.resolve({ hasActivePaidPlan: false, isTrial: false, reason: 'expired' }),
    failing: () => Promise.reject(new Error('AI platform down')),
  };
  const TOGGLE_SETS: readonly (readonly string[])[] = [
    [],
    ['ai-agent-knowledge-base-screens-enabled'],
    ['pipeline-enable'],
    ['ai-agent-knowledge-base-screens-enabled', 'pipeline-enable'],
  ];

  /** The home shown (its agent-plan watch running) and the gate of the same session. */
  async function homeAndGate(roleId: RoleId, on: readonly string[], plan: () => Promise<AgentPlanStatus>) {
    const toggles = new StaticToggles(on);
    const store = new SessionStore(toggles);
    const session = makeSession({ roleId });
    store.setSession(session);
    const plans = new FakeAgentPlans();
    plans.answer = plan;
    const gate = routeAccess(toggles, plans);
    const home = new HomePresenter(
      store,
      new Tracker(store, new FakeHostGateway(), new RecordingLogger(), fixedClock('2024-03-15T10:00:00Z')),
      gate,
    );
    const stop = home.watchAgentPlan();
    // The plan's answer (or failure) is in once the tasks queued now have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    const cards = home.sections.flatMap((section) => section.cards.map((card) => card.id));
    return { cards, gate, session, plans };
  }

  for (const roleId of ['admin', 'member', 'guest'] as const) {
    for (const on of TOGGLE_SETS) {
      for (const [planName, plan] of Object.entries(PLANS)) {
        it(`${roleId}, toggles [${on.join(', ')}], plan ${planName}: card shown ⇔ its page opens`, async () => {
          const { cards, gate, session } = await homeAndGate(roleId, on, plan);
          for (const route of ['knowledgeBase', 'pipeline'] as const) {
            const opens = (await gate.check(route, session)) === 'allowed';
            expect(cards.includes(route), route).toBe(opens);
          }
        });
      }
    }
  }

  it('the card that bounced its user: toggle on, an agent plan that is neither paid, trial nor notConfigured', async () => {
    const { cards } = await homeAndGate(
      'admin',
      ['ai-agent-knowledge-base-screens-enabled'],
      PLANS['expired']!,
    );
    expect(cards).not.toContain('knowledgeBase');
  });

  it('the page no card led to: toggle off, a paid agent plan', async () => {
    const { cards } = await homeAndGate('member', [], PLANS['paid']!);
    expect(cards).toContain('knowledgeBase');
  });

  it('one agent-plan answer for the home and the gate of a session', async () => {
    const { gate, session, plans } = await homeAndGate('admin', ['pipeline-enable'], PLANS['paid']!);
    expect(plans.calls).toEqual(['acme']);
    await gate.check('knowledgeBase', session);
    await gate.check('knowledgeBaseDocuments', session);
    expect(plans.calls).toEqual(['acme']);
  });

  it('the card waits for the plan: not shown before it answers', async () => {
    const toggles = new StaticToggles(['ai-agent-knowledge-base-screens-enabled']);
    const store = new SessionStore(toggles);
    store.setSession(makeSession({ roleId: 'guest' }));
    const plans = new FakeAgentPlans();
    plans.answer = () => new Promise(() => undefined);
    const home = new HomePresenter(
      store,
      new Tracker(store, new FakeHostGateway(), new RecordingLogger(), fixedClock('2024-03-15T10:00:00Z')),
      routeAccess(toggles, plans),
    );
    const stop = home.watchAgentPlan();
    expect(plans.calls).toEqual(['acme']);
    expect(home.sections).toEqual([]);
    stop();
  });
});
