import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fill, openRoute, test } from './bots.helpers';
import { answerBody, uriWith } from './report-answers.helpers';
import { backend, text, type Lang } from './simulator.helpers';

const ac = (lang: Lang, key: string) => text(lang, 'agentConsumption', key);
const reports = (lang: Lang, key: string) => text(lang, 'reports', key);
const ui = (lang: Lang, key: string) => text(lang, 'ui', key);
const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const count = (lang: Lang, value: number) => new Intl.NumberFormat(LOCALES[lang]).format(value);

/** The consolidated agent object the fake backend answered (spec 3 §3.4). */
interface Consolidated {
  readonly metric: { readonly quantity: number; readonly additionalItemValue: number };
  readonly total: number;
  readonly planUsage: number;
  readonly planUsageRate: number;
  readonly exceededPlan: number;
}

interface AgentRow {
  readonly agentEmail: string;
  readonly extraCharge: boolean;
}

/** The latest answer to a billing command whose uri contains every part (protocol log). */
const answerTo = <T>(page: Page, parts: readonly string[]) => answerBody<T>(page, uriWith(parts));

function agentsTable(frame: FrameLocator, lang: Lang) {
  return frame.getByRole('table', { name: ac(lang, 'table.title'), exact: true });
}

function figure(frame: FrameLocator, label: string) {
  return frame.locator('.report-figure').filter({ hasText: label }).locator('.report-figure__value');
}

/** The module is served under /module: a link's href is that base plus the module path. */
const MODULE_BASE = '/module';

async function expectHeader(frame: FrameLocator, page: Page, lang: Lang, backTo: string): Promise<void> {
  const { tenant } = await backend(page);
  const title = fill(reports(lang, 'header.text'), {
    metric: reports(lang, 'metrics.agent'),
    tenant: tenant.name,
  });
  await expect(frame.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(frame.getByRole('link', { name: text(lang, 'shell', 'header.back') })).toHaveAttribute(
    'href',
    backTo === '/' ? MODULE_BASE : `${MODULE_BASE}${backTo}`,
  );
  await expect(
    frame.getByRole('link', { name: text(lang, 'shell', 'header.manageAgents'), exact: true }),
  ).toHaveAttribute('href', `${MODULE_BASE}/agent`);
}

/** The module's current month, as the billing calls send it (YYYY-MM). */
function currentMonth(): string {
  const now = new Date();
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §2.2, §2.6, §7.2: /agent-consumption figures, list and 'Manage agents' (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/agent-consumption', lang, { flags: 'all' });
    await expectHeader(frame, page, lang, '/data-consumption');
    const month = currentMonth();
    const { body: summary } = await answerTo<Consolidated>(page, ['/agents/summary', `month=${month}`]);
    const { uri, body: list } = await answerTo<{ items: AgentRow[] }>(page, [
      '/agents/monthly/by-agent',
      `month=${month}`,
    ]);
    expect(uri).toContain('$take=-1');
    const quantity = summary.metric.quantity;

    await expect(
      frame.getByRole('heading', {
        level: 2,
        name: fill(ac(lang, 'plan.heading'), { plan: 'Advanced', quantity: count(lang, quantity) }),
      }),
    ).toBeVisible();
    const bar = frame.getByRole('progressbar', { name: ac(lang, 'progress.title') });
    await expect(bar).toHaveAttribute('value', String(summary.planUsageRate));
    await expect(frame.getByText(`${count(lang, summary.planUsageRate)}%`, { exact: true })).toBeVisible();
    await expect(
      frame.getByText(`${count(lang, summary.planUsage)} / ${count(lang, quantity)}`, { exact: true }),
    ).toBeVisible();
    await expect(figure(frame, ac(lang, 'cards.total'))).toHaveText(count(lang, summary.total));
    await expect(frame.getByText(ac(lang, 'cards.exceeded'))).toHaveCount(0);
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toBeVisible();

    const table = agentsTable(frame, lang);
    await expect(table.getByRole('columnheader')).toHaveText([
      ac(lang, 'table.columns.agent'),
      ac(lang, 'table.columns.extraCharge'),
      ac(lang, 'table.columns.tickets'),
      ac(lang, 'table.columns.firstTicket'),
      ac(lang, 'table.columns.lastTicket'),
    ]);
    await expect(table.locator('tbody tr')).toHaveCount(list.items.length);
    const first = list.items[0]!;
    await expect(table.locator('tbody tr').first().locator('.agent-report__agent-email')).toHaveText(
      first.agentEmail,
    );
    await expect(table.locator('tbody tr').first().locator('td').nth(1)).toHaveText(ui(lang, 'no'));

    // spec 3 §2.2: 'Manage agents' opens the agents page.
    await frame.getByRole('link', { name: text(lang, 'shell', 'header.manageAgents'), exact: true }).click();
    const { tenant } = await backend(page);
    await expect(
      frame.getByRole('heading', {
        level: 1,
        name: fill(text(lang, 'agents', 'header'), { name: tenant.name }),
      }),
    ).toBeVisible();
  });
}

for (const lang of ['en', 'es'] as const) {
  test(`spec 3 §2.6, §4.4, §9: past the limit (exceeded) — card, warning and the extra charge (${lang})`, async ({
    page,
  }) => {
    const frame = await openRoute(page, '/agent-consumption', lang, { flags: 'all', scenario: 'exceeded' });
    const { body: summary } = await answerTo<Consolidated>(page, ['/agents/summary']);
    const { body: list } = await answerTo<{ items: AgentRow[] }>(page, ['/agents/monthly/by-agent']);
    expect(summary.exceededPlan).toBeGreaterThan(0);
    await expect(figure(frame, ac(lang, 'cards.exceeded'))).toHaveText(count(lang, summary.exceededPlan));
    const charge = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(summary.metric.additionalItemValue);
    await expect(
      frame.getByText(fill(ac(lang, 'cards.extraCharge'), { value: `R$ ${charge}` })),
    ).toBeVisible();
    const warning = frame.getByRole('status').filter({ hasText: ac(lang, 'warning.reassurance') });
    await expect(warning).toContainText(
      fill(ac(lang, 'warning.limit'), { limit: count(lang, summary.metric.quantity) }),
    );
    await expect(frame.locator('.agent-report__bar--red')).toBeVisible();
    const rows = agentsTable(frame, lang).locator('tbody tr');
    await expect(rows).toHaveCount(list.items.length);
    const charged = list.items.filter((row) => row.extraCharge).length;
    expect(charged).toBe(summary.exceededPlan);
    await expect(rows.locator('td:nth-child(2)', { hasText: ui(lang, 'yes') })).toHaveCount(charged);
  });
}

test('spec 3 §4.1: near the limit (near-limit) — orange bar, no warning (en)', async ({ page }) => {
  const lang = 'en';
  const frame = await openRoute(page, '/agent-consumption', lang, { flags: 'all', scenario: 'near-limit' });
  const { body: summary } = await answerTo<Consolidated>(page, ['/agents/summary']);
  expect(summary.planUsageRate).toBeGreaterThanOrEqual(80);
  expect(summary.planUsageRate).toBeLessThan(100);
  await expect(frame.getByText(`${summary.planUsageRate}%`, { exact: true })).toBeVisible();
  await expect(frame.locator('.agent-report__bar--orange')).toBeVisible();
  await expect(frame.getByText(ac(lang, 'cards.exceeded'))).toHaveCount(0);
  await expect(frame.getByText(ac(lang, 'warning.reassurance'))).toHaveCount(0);
});

test("spec 3 §3.3: an unlimited agent plan (unlimited) — 'unlimited' wording, no bar (pt)", async ({
  page,
}) => {
  const lang = 'pt';
  const frame = await openRoute(page, '/agent-consumption', lang, { flags: 'all', scenario: 'unlimited' });
  const { body: summary } = await answerTo<Consolidated>(page, ['/agents/summary']);
  expect(summary.metric.quantity).toBe(-1);
  await expect(
    frame.getByRole('heading', {
      level: 2,
      name: fill(ac(lang, 'plan.headingUnlimited'), { plan: 'Advanced' }),
    }),
  ).toBeVisible();
  await expect(
    frame.getByText(fill(ac(lang, 'progress.usageUnlimited'), { used: count(lang, summary.planUsage) }), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(frame.getByRole('progressbar')).toHaveCount(0);
  await expect(figure(frame, ac(lang, 'cards.total'))).toHaveText(count(lang, summary.total));
});

test("issue 37 §14 (spec 3 §4.2): a month without activated agents (no-data) — 0 and '0%' as the overview reads it, and the empty list (en)", async ({
  page,
}) => {
  const lang = 'en';
  const frame = await openRoute(page, '/agent-consumption', lang, { flags: 'all', scenario: 'no-data' });
  const { body: summary } = await answerTo<Consolidated>(page, ['/agents/summary']);
  expect(summary.total).toBe(0);
  await expect(figure(frame, ac(lang, 'cards.total'))).toHaveText('0');
  await expect(frame.getByText('0%', { exact: true })).toBeVisible();
  await expect(frame.getByText(`0 / ${summary.metric.quantity}`, { exact: true })).toBeVisible();
  await expect(agentsTable(frame, lang)).toContainText(reports(lang, 'table.empty'));
});

test('spec 3 §2.2, §2.6, §9: the full list /agent-consumption/monthly — its month, 30 a page, back to the report (en)', async ({
  page,
}) => {
  const lang = 'en';
  const frame = await openRoute(page, '/agent-consumption/monthly', lang, { flags: 'all' });
  await expectHeader(frame, page, lang, '/agent-consumption');
  const period = frame.getByRole('combobox', { name: reports(lang, 'period.label') });
  const previous = (await period.locator('option').nth(1).getAttribute('value'))!;
  await period.selectOption(previous);
  const { uri, body } = await answerTo<{ items: AgentRow[] }>(page, [
    '/agents/monthly/by-agent',
    `month=${previous}`,
  ]);
  expect(uri).toContain('$take=-1');
  const rows = agentsTable(frame, lang).locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(body.items.length, 30) || 1);
  await expect(frame.getByRole('navigation', { name: ui(lang, 'pagination') })).toHaveCount(
    body.items.length > 30 ? 1 : 0,
  );
  await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toHaveCount(0);
  const [year, month] = previous.split('-');
  await expect
    .poll(() => page.evaluate(() => window.simulator!.tracks() as { action?: string; date?: string }[]))
    .toContainEqual(
      expect.objectContaining({ action: 'agent-consumption-list-period-changed', date: `${month}-${year}` }),
    );

  // Back to the report, on the month just chosen (spec 3 §2.2).
  await frame.getByRole('link', { name: text(lang, 'shell', 'header.back') }).click();
  await expectHeader(frame, page, lang, `/data-consumption?month=${previous}`);
  await expect(frame.getByRole('combobox', { name: reports(lang, 'period.label') })).toHaveValue(previous);
  await answerTo<Consolidated>(page, ['/agents/summary', `month=${previous}`]);
});

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §2.1, §2.13, §9: the legacy pages — older total, 5 rows, full list, at most 1440 px wide (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 2400, height: 1000 });
    // The newer report spreads wider than 1440 px in this frame: the limit is the legacy pages' own.
    let frame = await openRoute(page, '/agent-consumption', lang, { flags: 'all' });
    await expect(agentsTable(frame, lang)).toBeVisible();
    expect((await frame.locator('.agent-report').boundingBox())!.width).toBeGreaterThan(1440);

    frame = await openRoute(page, '/old-agent-consumption', lang, { flags: 'all' });
    await expectHeader(frame, page, lang, '/');
    const { body: total } = await answerTo<Consolidated>(page, ['/agents/total']);
    const { uri } = await answerTo<{ items: AgentRow[] }>(page, ['/agents/monthly/by-agent']);
    expect(uri).toContain('$take=5');
    await expect(
      frame.getByRole('heading', {
        level: 2,
        name: fill(ac(lang, 'plan.heading'), {
          plan: 'Advanced',
          quantity: count(lang, total.metric.quantity),
        }),
      }),
    ).toBeVisible();
    await expect(figure(frame, ac(lang, 'cards.total'))).toHaveText(count(lang, total.total));
    await expect(agentsTable(frame, lang).locator('tbody tr')).toHaveCount(Math.min(total.total, 5));
    const width = (await frame.locator('.agent-report').boundingBox())!.width;
    expect(width).toBeLessThanOrEqual(1440);
    expect(width).toBeGreaterThan(1000);

    await frame.getByRole('link', { name: reports(lang, 'table.showDetails') }).click();
    await expectHeader(frame, page, lang, '/old-agent-consumption');
    const { uri: listUri, body: list } = await answerTo<{ items: AgentRow[] }>(page, [
      '/agents/monthly/by-agent',
      '$take=-1',
    ]);
    expect(listUri).toContain(`month=${currentMonth()}`);
    await expect(agentsTable(frame, lang).locator('tbody tr')).toHaveCount(list.items.length);
    expect((await frame.locator('.agent-report').boundingBox())!.width).toBeLessThanOrEqual(1440);
  });
}
