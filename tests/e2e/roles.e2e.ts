import { expect, test, type FrameLocator } from '@playwright/test';
import { openSimulator, text } from './simulator.helpers';

const title = (card: string) => text('en', 'home', `cards.${card}.title`);

async function cardTitles(frame: FrameLocator): Promise<string[]> {
  const links = frame.getByRole('region').getByRole('link');
  return (
    await links.evaluateAll((nodes) =>
      nodes.map(
        (node) => node.querySelector('.ui-nav-card__title, h3')?.textContent ?? node.textContent ?? '',
      ),
    )
  ).map((value) => value.trim());
}

// Spec 1 §6 permission matrix + Home visibility, default scenario (subscription with Agent,
// DailyActiveUser, DailyEngagedUser, Session, MonthlyActiveUser, ExchangedMessage).
const expected: Record<'admin' | 'member' | 'guest', Record<'all' | 'none', string[]>> = {
  admin: {
    all: ['members', 'agent', 'mtls', 'knowledgeBase', 'pipeline', 'copilot', 'calls', 'dataConsumption'],
    none: ['members', 'agent', 'copilot'],
  },
  member: { all: ['knowledgeBase'], none: [] },
  guest: { all: ['knowledgeBase'], none: [] },
};

for (const role of ['admin', 'member', 'guest'] as const) {
  for (const flags of ['all', 'none'] as const) {
    test(`spec 1 §6: ${role} with toggles ${flags} sees exactly the cards the matrix allows`, async ({
      page,
    }) => {
      const frame = await openSimulator(page, { role, flags, lang: 'en' });
      const wanted = expected[role][flags].map(title);
      const first = wanted[0];
      if (first) await expect(frame.getByRole('link', { name: first, exact: true })).toBeVisible();
      else await expect(frame.getByTestId('contract-card-slot')).toBeAttached();
      expect((await cardTitles(frame)).sort()).toEqual([...wanted].sort());
    });
  }
}

test('spec 1 Home: without billing-data-consumption the usage cards show instead of the overview', async ({
  page,
}) => {
  const flags = [
    'tenant-consumption',
    'billing-daily-active-users-consumption',
    'billing-session-consumption',
    'billing-agent-consumption',
  ].join(',');
  const frame = await openSimulator(page, { role: 'admin', flags, lang: 'en' });
  await expect(
    frame.getByRole('heading', { name: text('en', 'home', 'sections.usageData.title') }),
  ).toBeVisible();
  const titles = await cardTitles(frame);
  expect(titles).toEqual(
    expect.arrayContaining(
      ['contractRevenue', 'dailyActiveUsers', 'sessionConsumption', 'agentConsumption'].map(title),
    ),
  );
  expect(titles).not.toContain(title('dataConsumption'));
});
