import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import { LimeReason } from '../../../simulator/fake-host/backend/lime-reason';
import {
  expectNoKeyLeaks,
  findBotTable,
  renderBotPage,
  startingWith,
  textsIn,
  type Language,
} from '../shared/bot-list/bot-page.harness';

afterEach(() => {
  vi.restoreAllMocks();
});

const t = textsIn('en');

function openPromo(lang: Language = 'en', latencyMs = 0) {
  return renderBotPage('/calls', { scenario: 'calls-new', lang, latencyMs });
}

function findPromoTitle(lang: Language = 'en') {
  return screen.findByRole('heading', { level: 1, name: textsIn(lang)('calls:promo.title') });
}

describe('CallsPage: promotional page (spec 1 §2 Calls page)', () => {
  it("spec 1 §2 'Calls page': a full-area spinner while the terms load, then the promotional page (calls-new)", async () => {
    openPromo('en', 300);
    const loading = await screen.findByText(t('calls:loadingTerms'));
    expect(loading.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: t('calls:promo.hire') })).toBeNull();
    await findPromoTitle();
    expect(screen.queryByText(t('calls:loadingTerms'))).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t('calls:header.promo') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('shell:header.back') })).toHaveAttribute('href', '/');
  });

  it("spec 1 §2 'Calls page', §9: title, price line, 'Hire now', features with 'Learn more' in a new tab, '87%', 4 steps and 6 FAQ", async () => {
    openPromo();
    await findPromoTitle();
    expect(t('calls:promo.title')).toMatch(/^Make voice calls on .+ without leaving .+$/);
    expect(screen.getByText(t('calls:promo.price'))).toHaveTextContent('$0.01 per minute');
    expect(screen.getByRole('button', { name: 'Hire now' })).toBeEnabled();
    const features = screen.getByRole('region', { name: t('calls:promo.featuresTitle') });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      (['recording', 'transcription', 'history', 'monitoring', 'report'] as const).map((id) =>
        t(`calls:promo.features.${id}`),
      ),
    );
    const learnMore = within(features).getByRole('link', { name: startingWith('Learn more') });
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(learnMore).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(learnMore).toHaveTextContent(t('calls:promo.learnMore'));
    expect(new URL(learnMore.getAttribute('href') ?? '').pathname.split('/')).toContain('en_US');
    const statistic = screen.getByRole('region', { name: t('calls:promo.statisticLabel') });
    expect(within(statistic).getByText('87%')).toBeInTheDocument();
    expect(statistic).toHaveTextContent(t('calls:promo.statisticText'));
    const steps = within(screen.getByRole('region', { name: t('calls:promo.stepsTitle') })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => within(step).getByText(/^\d\./).textContent)).toEqual(
      (['hire', 'authorize', 'enableBots', 'agents'] as const).map((id) =>
        t(`calls:promo.steps.${id}.title`),
      ),
    );
    const faq = screen.getByRole('region', { name: t('calls:promo.faqTitle') });
    const questions = within(faq).getAllByRole('group');
    expect(questions).toHaveLength(6);
    questions.forEach((question) => expect(question.tagName).toBe('DETAILS'));
    expect(questions.map((question) => question.querySelector('summary')?.textContent)).toEqual(
      (['purpose', 'types', 'advantages', 'integration', 'features', 'pricing'] as const).map((id) =>
        t(`calls:promo.faq.${id}.question`),
      ),
    );
    expect(questions[0]).not.toHaveAttribute('open');
    await userEvent.click(within(faq).getByText(t('calls:promo.faq.types.question')));
    expect(questions[1]).toHaveAttribute('open');
  });

  it("spec 1 §2 'Calls page', §7: 'Hire now' opens the host's CallsTermsModal; confirmed, the terms are checked again and 'Bot permissions' shows", async () => {
    const { ui, host } = openPromo();
    await findPromoTitle();
    ui.answerModals({ confirmed: true, data: {} });
    await userEvent.click(screen.getByRole('button', { name: t('calls:promo.hire') }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calls: Bot permissions' }),
    ).toBeInTheDocument();
    expect(ui.modals.map((modal) => modal.template)).toEqual(['CallsTermsModal']);
    expect(host.state.callsTerms.accepted).toBe(true);
    expect(screen.getByText(t('calls:bots.subtitle'))).toBeInTheDocument();
    await findBotTable(t('calls:bots.caption'));
    expect(screen.queryByRole('heading', { name: t('calls:promo.title') })).toBeNull();
  });

  it("spec 1 §2 'Calls page': a cancelled terms modal leaves the promotional page and the terms as they were", async () => {
    const { ui, host } = openPromo();
    await findPromoTitle();
    const hire = screen.getByRole('button', { name: t('calls:promo.hire') });
    await userEvent.click(hire);
    await waitFor(() => expect(ui.modals).toHaveLength(1));
    await waitFor(() => expect(hire).toBeEnabled());
    expect(screen.getByRole('heading', { level: 1, name: t('calls:promo.title') })).toBeInTheDocument();
    expect(host.state.callsTerms.accepted).toBe(false);
  });

  it.each([
    ['pt', 'pt_BR', /R\$0,40/],
    ['es', 'es_MX', /€0,01 \(EUR\) \/ \$0,19 \(MXN\)/],
  ] as const)(
    "spec 1 §2, §9 (%s): the promotional page is translated, with its language's price line and help article",
    async (lang, locale, price) => {
      const tl = textsIn(lang);
      openPromo(lang);
      await findPromoTitle(lang);
      expect(screen.getByText(tl('calls:promo.price'))).toHaveTextContent(price);
      expect(screen.getByRole('button', { name: tl('calls:promo.hire') })).toBeInTheDocument();
      expect(tl('calls:promo.hire')).not.toBe(t('calls:promo.hire'));
      const link = screen.getByRole('link', { name: startingWith(tl('calls:promo.learnMore')) });
      expect(new URL(link.getAttribute('href') ?? '').pathname.split('/')).toContain(locale);
      expect(screen.getByText('87%')).toBeInTheDocument();
      expect(screen.getByText(tl('calls:promo.faq.pricing.question'))).toBeInTheDocument();
      expectNoKeyLeaks();
    },
  );

  it("spec 1 §2 'Calls page': when the terms cannot be read the page says so and 'Try again' reads them again", async () => {
    const { host } = openPromo();
    const handle = host.handle.bind(host);
    let failures = 1;
    vi.spyOn(host, 'handle').mockImplementation((action, content) => {
      const isTerms =
        action === 'sendApplicationRequest' && JSON.stringify(content).includes('getCallsTerms');
      if (isTerms && failures > 0) {
        failures -= 1;
        return Promise.reject(new FakeHostError(LimeReason.GENERAL_ERROR, 'terms lost'));
      }
      return handle(action, content);
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await screen.findByText(t('calls:termsFailed'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('calls:promo.hire') })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t('calls:retry') }));
    await findPromoTitle();
  });
});
