import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withDialogPolyfill } from '../ui/ui-test-kit';
import {
  expectNoKeyLeaks,
  findBotTable,
  FLAGS_WITHOUT_COPILOT,
  renderBotPage,
  startingWith,
  textsIn,
  tileCount,
  type Language,
} from '../shared/bot-list/bot-page.harness';

withDialogPolyfill();

const t = textsIn('en');

function openOffer(lang: Language = 'en') {
  return renderBotPage('/copilot', { scenario: 'copilot-new', flags: FLAGS_WITHOUT_COPILOT, lang });
}

function findOfferTitle(lang: Language = 'en') {
  return screen.findByRole('heading', { level: 1, name: textsIn(lang)('copilot:offer.title') });
}

async function openConsent() {
  await userEvent.click(screen.getByRole('button', { name: t('copilot:offer.cta') }));
  return screen.getByRole('dialog', { name: t('copilot:consent.title') });
}

describe('CopilotPage: offer and cost consent (spec 1 §2 Copilot page)', () => {
  it("spec 1 §2 'Copilot page': toggle off and no bot enabled (copilot-new) shows the offer with its three features and the 20% claim", async () => {
    openOffer();
    await findOfferTitle();
    expect(screen.getByText(t('copilot:offer.description'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I want to know Copilot!' })).toHaveTextContent(
      t('copilot:offer.cta'),
    );
    const features = within(
      screen.getByRole('region', { name: t('copilot:offer.featuresTitle') }),
    ).getAllByRole('listitem');
    expect(features.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      t('copilot:offer.features.suggestion.title'),
      t('copilot:offer.features.transcription.title'),
      t('copilot:offer.features.summary.title'),
    ]);
    expect(features[0]).toHaveTextContent('Complete, correct, and agile responses');
    expect(screen.getByText(t('copilot:offer.claim'))).toHaveTextContent(/20%/);
    expect(screen.queryByRole('table', { name: t('copilot:bots.caption') })).toBeNull();
  });

  it("spec 1 §2 'Copilot page': the button registers the interest (toast) and opens the consent with title, body and 'Learn more.'", async () => {
    const { ui } = openOffer();
    await findOfferTitle();
    const dialog = await openConsent();
    expect(ui.toasts).toContainEqual({
      type: 'info',
      title: t('copilot:toasts.interestTitle'),
      message: t('copilot:toasts.interestMessage'),
    });
    await waitFor(() => expect(JSON.stringify(ui.tracks)).toMatch(/interest/));
    expect(within(dialog).getByRole('heading', { name: t('copilot:consent.title') })).toBeInTheDocument();
    expect(dialog).toHaveTextContent(t('copilot:consent.body'));
    const learnMore = within(dialog).getByRole('link', {
      name: startingWith(t('copilot:consent.learnMore')),
    });
    expect(learnMore).toHaveAttribute('target', '_blank');
    expect(new URL(learnMore.getAttribute('href') ?? '').pathname.split('/')).toContain('en_US');
    expect(within(dialog).getByRole('button', { name: t('copilot:consent.cancel') })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: t('copilot:consent.continue') })).toBeEnabled();
  });

  it("spec 1 §2 'Copilot page': Cancel closes the consent and the offer stays", async () => {
    openOffer();
    await findOfferTitle();
    const dialog = await openConsent();
    await userEvent.click(within(dialog).getByRole('button', { name: t('copilot:consent.cancel') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: t('copilot:offer.title') })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: t('copilot:bots.caption') })).toBeNull();
  });

  it("spec 1 §4 'Copilot': Continue closes the consent and shows the bot permissions, all 12 bots disabled", async () => {
    const { host } = openOffer();
    await findOfferTitle();
    const dialog = await openConsent();
    await userEvent.click(within(dialog).getByRole('button', { name: t('copilot:consent.continue') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const header = t('copilot:header.bots', { feature: t('copilot:featureName') });
    expect(header).toBe('Copilot: Bot permissions');
    expect(await screen.findByRole('heading', { level: 1, name: header })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('shell:header.back') })).toHaveAttribute('href', '/');
    await findBotTable(t('copilot:bots.caption'));
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe('0');
    expect(tileCount(t('copilot:bots.disabledBots'))).toBe(String(host.state.bots.length));
  });

  it("spec 1 §2 'Copilot page': with the copilot toggle on the bot permissions show at once, even in copilot-new", async () => {
    renderBotPage('/copilot', { scenario: 'copilot-new', flags: 'all' });
    await findBotTable(t('copilot:bots.caption'));
    expect(screen.queryByRole('button', { name: t('copilot:offer.cta') })).toBeNull();
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe('0');
  });

  it("spec 1 §2 'Copilot page': with the toggle off but a bot already enabled (default) the bot permissions show at once", async () => {
    const { host } = renderBotPage('/copilot', { flags: FLAGS_WITHOUT_COPILOT });
    await findBotTable(t('copilot:bots.caption'));
    expect(screen.queryByRole('button', { name: t('copilot:offer.cta') })).toBeNull();
    const enabled = host.state.bots.filter(
      (bot) => bot.hasPermission && host.state.copilot[bot.shortName] === 'True',
    );
    expect(enabled.length).toBeGreaterThan(0);
    expect(tileCount(t('copilot:bots.enabledBots'))).toBe(String(enabled.length));
    expect(tileCount(t('copilot:bots.disabledBots'))).toBe(String(host.state.bots.length - enabled.length));
  });

  it.each([
    ['pt', 'pt_BR'],
    ['es', 'es_MX'],
  ] as const)(
    "spec 1 §2, §1 links (%s): the offer and the consent are translated and 'Learn more.' goes to the %s article",
    async (lang, locale) => {
      const tl = textsIn(lang);
      openOffer(lang);
      await findOfferTitle(lang);
      expect(screen.getByText(tl('copilot:offer.claim'))).toHaveTextContent(/20\s?%/);
      expect(screen.getByText(tl('copilot:offer.features.suggestion.text'))).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: tl('copilot:offer.cta') }));
      const dialog = screen.getByRole('dialog', { name: tl('copilot:consent.title') });
      const link = within(dialog).getByRole('link', { name: startingWith(tl('copilot:consent.learnMore')) });
      expect(new URL(link.getAttribute('href') ?? '').pathname.split('/')).toContain(locale);
      expect(
        within(dialog).getByRole('button', { name: tl('copilot:consent.continue') }),
      ).toBeInTheDocument();
      expect(tl('copilot:offer.cta')).not.toBe(t('copilot:offer.cta'));
      expectNoKeyLeaks();
      await userEvent.click(within(dialog).getByRole('button', { name: tl('copilot:consent.continue') }));
      await waitFor(() =>
        expect(
          screen.getByRole('heading', {
            level: 1,
            name: tl('copilot:header.bots', { feature: tl('copilot:featureName') }),
          }),
        ).toBeInTheDocument(),
      );
    },
  );
});
