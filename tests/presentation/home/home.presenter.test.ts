import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import {
  HomePresenter,
  HOME_CARD_CLICKED,
  HOME_TRACKING_ORIGIN,
} from '../../../src/presentation/home/home.presenter';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import {
  fixedClock,
  makeSession,
  metric,
  RecordingHost,
  RecordingLogger,
  StaticToggles,
} from '../shared/fakes';
import { FakeToggles } from '../../application/access/access-fakes';

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
  const host = new RecordingHost();
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles(toggles));
  store.setSession(session);
  const tracker = new Tracker(store, host, logger, fixedClock('2024-03-15T10:00:00Z'));
  return { home: new HomePresenter(store, tracker), host, logger, store };
}

describe('HomePresenter', () => {
  it('has no sections before a session exists', () => {
    const store = new SessionStore(new StaticToggles());
    const home = new HomePresenter(
      store,
      new Tracker(store, new RecordingHost(), new RecordingLogger(), fixedClock('2024-01-01T00:00:00Z')),
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
    host.tenantUrl = Promise.reject(new Error('no url'));
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
      new Tracker(store, new RecordingHost(), new RecordingLogger(), fixedClock('2024-03-15T10:00:00Z')),
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
