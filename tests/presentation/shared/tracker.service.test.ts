import { describe, expect, it } from 'vitest';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { fixedClock, makeSession, RecordingLogger, StaticToggles } from './fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

function build(withSession = true, toggles: readonly string[] = []) {
  const host = new FakeHostGateway();
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles(toggles));
  if (withSession) store.setSession(makeSession());
  const tracker = new Tracker(store, host, logger, fixedClock('2024-11-30T23:59:00Z'));
  return { tracker, host, logger };
}

describe('Tracker', () => {
  it('spec 1 §1: sends plan, user, tenantId, organizationName, organizationUrl, date MM-YYYY, planStatus, action, origin', async () => {
    const { tracker, host } = build();
    await tracker.track('members-search', 'members-page', { term: 'ana' });
    expect(host.tracks).toEqual([
      {
        term: 'ana',
        plan: 'Enterprise',
        user: 'ana@acme.com',
        tenantId: 'acme',
        organizationName: 'Acme Corp',
        organizationUrl: 'https://acme.example.com',
        date: '11-2024',
        planStatus: undefined,
        action: 'members-search',
        origin: 'members-page',
      },
    ]);
  });

  it('spec 1 §5: a tracking key of 65 or more characters triggers a warning (and is still sent)', async () => {
    const { tracker, host, logger } = build();
    await tracker.track('a'.repeat(64), 'home');
    expect(logger.warnings).toEqual([]);
    await tracker.track('b'.repeat(65), 'home');
    expect(logger.warnings).toHaveLength(1);
    expect(logger.warnings[0]?.message).toBe('Tracking key of 65 characters (limit 65)');
    expect(host.tracks).toHaveLength(2);
  });

  it("spec 3 §9, issue 22 §5: 'billing-tracking-log' turns on the tracking logs; off, nothing is logged", async () => {
    const quiet = build();
    await quiet.tracker.track('report-show-details-clicked', 'usage-reports');
    expect(quiet.logger.infos).toEqual([]);
    const logged = build(true, ['billing-tracking-log']);
    await logged.tracker.track('report-show-details-clicked', 'usage-reports');
    expect(logged.logger.infos).toEqual([
      { message: 'Tracking report-show-details-clicked', detail: logged.host.tracks[0] },
    ]);
  });

  it('asks the host for the organisation URL once per session', async () => {
    const { tracker, host } = build();
    let asked = 0;
    host.tenantUrl = () => {
      asked += 1;
      return Promise.resolve('https://acme.example.com');
    };
    await tracker.track('one', 'home');
    await tracker.track('two', 'home');
    expect(asked).toBe(1);
  });

  it('drops events before a session exists', async () => {
    const { tracker, host } = build(false);
    await tracker.track('early', 'home');
    expect(host.tracks).toEqual([]);
  });
});
