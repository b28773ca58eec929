import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FeatureModules } from '../../../../src/application/shared/feature-modules.port';
import { UsageAlertsPresenter } from '../../../../src/presentation/home/usage-alerts/usage-alerts.presenter';
import { axeViolations } from '../../ui/ui-test-kit';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

/** The home over the memory fake host; the banner arrives after the cards. */
function home(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  return renderModule({ path: '/', fakeHost: { scenario: 'usage-alerts', ...fakeHost } });
}

describe('usage alerts banner on the home (issue 14)', () => {
  it("'usage-alerts' scenario: one metric reached, one approaching, each linking to its report", async () => {
    home();
    const banner = await screen.findByRole('alert', { name: 'Plan usage' });
    const items = within(banner).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Single Conversations: \d+(\.\d+)?% of the plan used, limit reached/);
    expect(items[1]).toHaveTextContent(
      /^Single Engaged Conversations: \d+(\.\d+)?% of the plan used, approaching the limit/,
    );
    expect(
      within(banner).getByRole('link', { name: 'Open the Single Conversations report' }),
    ).toHaveAttribute('href', '/dau-consumption');
    expect(
      within(banner).getByRole('link', { name: 'Open the Single Engaged Conversations report' }),
    ).toHaveAttribute('href', '/deu-consumption');
    expect(await axeViolations(banner)).toEqual([]);
  });

  it('Dismiss hides it', async () => {
    home();
    const banner = await screen.findByRole('alert', { name: 'Plan usage' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss usage alerts' }));
    expect(screen.queryByRole('alert', { name: 'Plan usage' })).toBeNull();
  });

  it('Portuguese and Spanish texts', async () => {
    const pt = home({ lang: 'pt' });
    const banner = await screen.findByRole('alert', { name: 'Uso do plano' });
    expect(within(banner).getByRole('link', { name: 'Abrir o relatório de Conversas Únicas' })).toBeVisible();
    pt.unmount();
    home({ lang: 'es' });
    const es = await screen.findByRole('alert', { name: 'Uso del plan' });
    expect(within(es).getByRole('link', { name: 'Abrir el informe de Conversaciones Únicas' })).toBeVisible();
  });

  it('nothing below 80 % (default scenario): the figures arrive, no banner', async () => {
    const { container } = home({ scenario: 'default' });
    await waitFor(
      () => expect(container.get<FeatureModules>(FeatureModules).isLoaded('usageAlerts')).toBe(true),
      {},
    );
    const alerts = container.get(UsageAlertsPresenter);
    await waitFor(() => expect(Object.keys(alerts.figures).sort()).toEqual(['agent', 'dau', 'deu']));
    expect(screen.queryByRole('heading', { name: 'Plan usage' })).toBeNull();
  });

  it('nothing for a guest (no access to the usage reports): no figures asked for', async () => {
    const { container } = home({ role: 'guest' });
    await waitFor(
      () => expect(container.get<FeatureModules>(FeatureModules).isLoaded('usageAlerts')).toBe(true),
      {},
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(container.get(UsageAlertsPresenter).figures).toEqual({});
    expect(screen.queryByRole('heading', { name: 'Plan usage' })).toBeNull();
  });

  it("issue 24 §1: 'projected-overrun' on the 12th: DAU under 80 % is projected to exceed, with the day, as a status", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-12T12:00:00Z'));
    try {
      home({ scenario: 'projected-overrun' });
      const banner = await screen.findByRole('status', { name: 'Plan usage' });
      const items = within(banner).getAllByRole('listitem');
      expect(items).toHaveLength(1);
      expect(items[0]).toHaveTextContent(
        /^Single Conversations: \d+(\.\d+)?% of the plan used, projected to exceed the limit on 11\/2\d\/2026 at the current pace/,
      );
      expect(banner).toHaveClass('home-alerts--projected');
      expect(await axeViolations(banner)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
