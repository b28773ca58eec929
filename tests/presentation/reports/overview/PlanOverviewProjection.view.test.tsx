import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

// The 12th of a 30-day month: eleven days of data, DAU on pace for 115–130 % of the plan.
const TODAY = new Date('2026-11-12T12:00:00Z');

beforeEach(() => {
  // Only the date is pinned (the fake host's dataset and the module's clock); timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  // jsdom lays nothing out and has no canvas (as the overview's own view test does).
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function open(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  return renderModule({
    path: '/data-consumption',
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', flags: 'all', scenario: 'projected-overrun', ...fakeHost },
  });
}

const cardOf = async (title: string) => screen.findByRole('article', { name: title });

describe('Plan Overview projection (issue 24 §1)', () => {
  it("issue 24 §1: 'projected-overrun' projects DAU over the plan, with how in a tooltip reached by keyboard", async () => {
    open();
    const dau = await cardOf('Single Conversations');
    const line = await within(dau).findByText(/^Projected: 1[1-3]\d% of the plan by 11\/30\/2026$/);
    expect(line.closest('p')).toHaveAttribute('data-projected', 'true');
    // Over the plan: the line takes the danger colour.
    expect(line.closest('p')).toHaveAttribute('data-over-plan', 'true');
    const info = within(dau).getByRole('button', { name: `About ${line.textContent}` });
    expect(info).toHaveAccessibleDescription(
      "At the month's average daily pace so far, carried over all its days.",
    );
    act(() => info.focus());
    expect(screen.getByRole('tooltip')).toHaveTextContent("At the month's average daily pace so far");
    const agents = await cardOf('Agents');
    expect(await within(agents).findByText(/^Projected: \d+% of the plan by 11\/30\/2026$/)).toBeVisible();
  });

  it('issue 24 §1: a past month says why there is no projection, in Portuguese', async () => {
    open({ lang: 'pt' });
    const dau = await cardOf('Conversas Únicas');
    await within(dau).findByText(/^Previsão: /);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Período' }), '2026-10');
    const none = await within(await cardOf('Conversas Únicas')).findByText('Sem previsão');
    expect(
      within(none.closest('p') as HTMLElement).getByRole('button', { name: 'Sobre Sem previsão' }),
    ).toHaveAccessibleDescription('O mês terminou: os números são finais.');
  });

  it('issue 24 §1: an unlimited plan says so, in Spanish', async () => {
    open({ lang: 'es', scenario: 'unlimited' });
    const dau = await cardOf('Conversaciones Únicas');
    const none = await within(dau).findByText('Sin proyección');
    expect(
      within(none.closest('p') as HTMLElement).getByRole('button', { name: 'Acerca de Sin proyección' }),
    ).toHaveAccessibleDescription('El plan no tiene límite para esta métrica.');
  });
});
