import { describe, expect, it } from 'vitest';
import { LoadSingleConversationsUseCase } from '../../../../src/application/reports/load-single-conversations.use-case';
import { ReportMonthStore } from '../../../../src/presentation/reports/shared/report-month.store';
import { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import {
  SingleConversationsPresenter,
  trackingAction,
} from '../../../../src/presentation/reports/single-conversations/single-conversations.presenter';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { Tracker } from '../../../../src/presentation/shared/tracker.service';
import {
  FakeUsageReportsGateway,
  dauConsumption,
  ok,
} from '../../../application/reports/single-conversations.fakes';
import { testSettings } from '../../../composition/test-settings';
import { RecordingLogger, StaticToggles, fixedClock, makeSession, metric } from '../../shared/fakes';
import { FakeHostGateway } from '../../../support/fake-host-gateway';

const TODAY = '2024-05-20T12:00:00Z';

function setup(subscription: string[] = ['DailyActiveUser', 'DailyEngagedUser']) {
  const gateway = new FakeUsageReportsGateway();
  const host = new FakeHostGateway();
  const clock = fixedClock(TODAY);
  const store = new SessionStore(new StaticToggles(['billing-daily-active-users-plan-informations']));
  store.setSession(makeSession({ language: 'en', subscription: subscription.map((id) => metric(id)) }));
  const presenter = new SingleConversationsPresenter(
    new LoadSingleConversationsUseCase(gateway),
    new ReportSupport(
      store,
      testSettings,
      clock,
      host,
      new Tracker(store, host, new RecordingLogger(), clock),
      new ReportMonthStore(),
    ),
    store,
  );
  return { gateway, presenter };
}

describe('SingleConversationsPresenter, legacy pages (spec 3 §2.10, §2.11)', () => {
  it('spec 3 §2.10/§7.4: /daily-active-users takes its card from the compiled DAU total (dauTotal), not the summary; 5-row tables', async () => {
    const { presenter, gateway } = setup();
    gateway.dauSummaryResult = ok(dauConsumption(2500));
    await presenter.open('dau', 'report', 'legacy');
    expect(gateway.calls).toEqual([
      // Issue 24 §2: the card's previous month, asked first and read in parallel for the comparison.
      { method: 'dauTotal', month: '2024-04' },
      { method: 'dauTotal', month: '2024-05' },
      { method: 'dauByBot', month: '2024-05', take: 5 },
      { method: 'dauDaily', month: '2024-05', take: 5 },
    ]);
    expect(presenter.legacyDau).toBe(true);
    expect(presenter.figures).toMatchObject({ overspent: true, exceeded: '500', total: '2,500' });
    expect(presenter.figures?.planInformation).toBeDefined();
  });

  it('spec 3 §5.1/§8: without the DailyActiveUser metric the legacy card is the default, with no dauTotal call', async () => {
    const { presenter, gateway } = setup(['DailyEngagedUser']);
    await presenter.open('dau', 'report', 'legacy');
    expect(gateway.calls.map((call) => call.method)).toEqual(['dauByBot', 'dauDaily']);
    expect(presenter.figures).toMatchObject({ quantity: '--', percent: '0%' });
  });

  it("spec 3 §2.10: the legacy DAU root's details go to /daily-active-users/monthly and /daily, its header back to '/'", async () => {
    const { presenter } = setup();
    await presenter.open('dau', 'report', 'legacy');
    expect(presenter.detailsTo).toEqual({
      byBot: '/daily-active-users/monthly',
      daily: '/daily-active-users/daily',
    });
    expect(presenter.backTo).toBe('/');
  });

  it('spec 3 §2.11: the legacy DEU root reads the DEU summary and its details point to the daily-active-users paths, as stated', async () => {
    const { presenter, gateway } = setup();
    await presenter.open('deu', 'report', 'legacy');
    // Issue 24 §2: the first summary is the previous month's, for the comparison.
    expect(gateway.calls.map((call) => call.method)).toEqual([
      'deuSummary',
      'deuSummary',
      'deuByBot',
      'deuDaily',
    ]);
    expect(presenter.legacyDau).toBe(false);
    expect(presenter.detailsTo).toEqual({
      byBot: '/daily-active-users/monthly',
      daily: '/daily-active-users/daily',
    });
    expect(presenter.backTo).toBe('/');
  });

  it('spec 3 §2.10/§2.11: detail pages ask one full list and go back to their own legacy root', async () => {
    const dau = setup();
    await dau.presenter.open('dau', 'daily', 'legacy');
    expect(dau.gateway.calls).toEqual([{ method: 'dauDaily', month: '2024-05', take: -1 }]);
    expect(dau.presenter.backTo).toBe('/daily-active-users');
    expect(dau.presenter.detailsTo).toBeUndefined();
    const deu = setup();
    await deu.presenter.open('deu', 'byBot', 'legacy');
    expect(deu.gateway.calls).toEqual([{ method: 'deuByBot', month: '2024-05', take: -1 }]);
    expect(deu.presenter.backTo).toBe('/daily-engaged-users');
    expect(deu.presenter.report.partial).toBe(true);
  });

  it('spec 3 §2.2: the newer reports keep their own paths and back links', async () => {
    const { presenter } = setup();
    await presenter.open('deu', 'report');
    expect(presenter.detailsTo).toEqual({
      byBot: '/deu-consumption/monthly',
      daily: '/deu-consumption/daily',
    });
    expect(presenter.backTo).toBeUndefined();
    expect(trackingAction('dau', 'byBot', 'legacy')).toBe('daily-active-users-monthly-period-changed');
    expect(trackingAction('deu', 'report')).toBe('deu-consumption-period-changed');
  });
});
