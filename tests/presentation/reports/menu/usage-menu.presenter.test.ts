import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadUsageMenuStatusesUseCase } from '../../../../src/application/reports/load-usage-menu-statuses.use-case';
import { UsageMenuPresenter } from '../../../../src/presentation/reports/menu/usage-menu.presenter';
import type { ReportSupport } from '../../../../src/presentation/reports/shared/report-support';
import { SessionStore } from '../../../../src/presentation/shell/session.store';
import { makeSession, StaticToggles } from '../../shared/fakes';

function setup() {
  const store = new SessionStore(new StaticToggles());
  store.setSession(makeSession({ language: 'en' }));
  const tracked: string[] = [];
  const support = {
    tenantId: 'acme',
    today: new Date('2026-11-25T12:00:00Z'),
    newPeriod: () => ({ selected: '2026-11' }),
    track: (action: string) => tracked.push(action),
  } as unknown as ReportSupport;
  const loader = {
    statuses: () => Promise.resolve({ miu: 'error', meu: 'unlimited' }),
  } as unknown as LoadUsageMenuStatusesUseCase;
  return { presenter: new UsageMenuPresenter(store, loader, support), tracked };
}

describe('usage side menu presenter (spec 3 §2.14)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('§2.14: a navigation from the menu is tracked after 3 s, once, for the last item chosen', () => {
    const { presenter, tracked } = setup();
    presenter.navigated('dauConsumption');
    vi.advanceTimersByTime(2000);
    presenter.navigated('agentConsumption');
    vi.advanceTimersByTime(2999);
    expect(tracked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(tracked).toEqual(['usage-menu-agentConsumption']);
    vi.advanceTimersByTime(10_000);
    expect(tracked).toHaveLength(1);
  });

  it('§5.3: the MIU status read by load() feeds the hiding rule', async () => {
    const { presenter } = setup();
    await presenter.load();
    expect(presenter.statuses).toEqual({ miu: 'error', meu: 'unlimited' });
  });
});
