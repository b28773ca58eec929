import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ratedMetricStatus } from '../../src/domain/reports/metric-plan-status.rule';
import { overallPlanStatus, type PlanStatus } from '../../src/domain/reports/plan-status.rule';
import { planStatusVisual } from '../../src/domain/reports/status-visuals.rule';
import { formatDisplayDate } from '../../src/domain/shared/date-display.rule';
import { fill, openRoute, test } from './bots.helpers';
import { answerBody, overviewCard as card, overviewTile as tile, uriWith } from './report-answers.helpers';
import { backend, protocol, text, type Lang } from './simulator.helpers';

// The charts as most users see them, animated (the other feature tests ask for reduced motion).
test.use({ reducedMotion: 'no-preference' });

const po = (lang: Lang, key: string) => text(lang, 'planOverview', key);
const reports = (lang: Lang, key: string) => text(lang, 'reports', key);
const LOCALES: Record<Lang, string> = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' };
const count = (lang: Lang, value: number) => new Intl.NumberFormat(LOCALES[lang]).format(value);

/** The answer the fake backend gave to the latest command whose uri has every part (protocol log). */
const answerTo = async <T>(page: Page, parts: readonly string[]) =>
  (await answerBody<T>(page, uriWith(parts))).body;

interface Consolidated {
  readonly metric: { readonly quantity: number };
  readonly total: number;
  readonly planUsageRate: number;
}

const MONTH = (month: string) => `month=${month}`;
const DAU_SUMMARY = '/daily-active-users/summary';
const MESSAGE_SUMMARY = '/monthly-message-metrics/summary';
const AGENT_SUMMARY = '/agents/summary';

/** Spec 3 §4.1: what the header must say for the month's DAU, DEU and agent answers (conversations and MIU succeed: unlimited). */
async function expectedStatus(page: Page, month: string): Promise<PlanStatus> {
  const dau = await answerTo<Consolidated>(page, [DAU_SUMMARY, MONTH(month)]);
  const deu = (
    await answerTo<{ items: Consolidated[] }>(page, [MESSAGE_SUMMARY, 'DailyEngagedUser', MONTH(month)])
  ).items[0]!;
  const agent = await answerTo<Consolidated>(page, [AGENT_SUMMARY, MONTH(month)]);
  const rated = (answer: Consolidated) =>
    ratedMetricStatus({
      state: 'success',
      quantity: answer.metric.quantity,
      planUsageRate: answer.planUsageRate,
    });
  return overallPlanStatus([rated(dau), rated(deu), rated(agent), 'unlimited', 'unlimited']);
}

function statusHeader(frame: FrameLocator): Locator {
  return frame.locator('section.plan-overview-status');
}

/** The header once its status is committed (1 s after the data, spec 3 §4.1). */
async function committedStatus(frame: FrameLocator): Promise<Locator> {
  const header = statusHeader(frame);
  await expect(header).toHaveAttribute('aria-busy', 'false');
  return header;
}

async function openOverview(
  page: Page,
  lang: Lang,
  query: Record<string, string> = {},
): Promise<FrameLocator> {
  const frame = await openRoute(page, '/data-consumption', lang, { flags: 'all', ...query });
  await expect(frame.getByRole('heading', { level: 1, name: po(lang, 'title') })).toBeVisible();
  return frame;
}

const currentMonth = () => new Date().toISOString().slice(0, 7);

for (const lang of ['en', 'pt'] as const) {
  test(`spec 3 §2.3: title, Period, plan, status of the month and one card per allowed metric (${lang})`, async ({
    page,
  }) => {
    const frame = await openOverview(page, lang);
    const state = await backend(page);
    await expect(frame.getByText(fill(po(lang, 'header'), { tenant: state.tenant.name }))).toBeVisible();
    await expect(frame.getByRole('combobox', { name: reports(lang, 'period.label') })).toBeVisible();

    // spec 3 §2.3 item 2: the plan capitalised, 'Plano {0}' in Portuguese.
    const plan = state.tenant.plan ?? '';
    const planTitle = fill(po(lang, 'plan'), { plan: plan.charAt(0).toUpperCase() + plan.slice(1) });
    await expect(statusHeader(frame).getByRole('heading', { level: 2 })).toHaveText(planTitle);
    if (lang === 'pt') expect(planTitle).toMatch(/^Plano [A-Z]/);

    const status = await expectedStatus(page, currentMonth());
    const header = await committedStatus(frame);
    await expect(header).toHaveAttribute('data-status', status);
    await expect(header.getByText(po(lang, `status.${status}`), { exact: true })).toBeVisible();
    await expect(
      header.locator(`svg[data-illustration="${planStatusVisual(status).illustration}"]`),
    ).toBeAttached();

    // spec 3 §2.3 item 3: the default contract has DAU, DEU, agents, conversations and MIU.
    const titles = frame.locator('article.plan-overview-card h2');
    await expect(titles).toHaveText(
      ['dau', 'deu', 'agent', 'session', 'mauMsg'].map((m) => po(lang, `cards.${m}.title`)),
    );
    const links = frame.locator('article.plan-overview-card .plan-overview-card__more');
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
    expect(targets.map((path) => path.replace(/^\/module/, ''))).toEqual([
      '/dau-consumption',
      '/deu-consumption',
      '/agent-consumption',
      '/session-consumption',
      '/mau-consumption',
    ]);

    // The DAU tiles are the month's answer.
    const dau = await answerTo<Consolidated & { weeklyAverage: number }>(page, [
      DAU_SUMMARY,
      MONTH(currentMonth()),
    ]);
    const dauCard = card(frame, lang, 'dau');
    await expect(tile(dauCard, 'monthlyTotal')).toHaveText(count(lang, dau.total));
    await expect(tile(dauCard, 'planTotal')).toHaveText(count(lang, dau.metric.quantity));
    await expect(tile(dauCard, 'remaining')).toHaveText(
      count(lang, Math.max(0, dau.metric.quantity - dau.total)),
    );
    expect(await frame.getByText(po(lang, 'banner')).count()).toBe(0);
  });

  test(`spec 3 §2.2/§4.3: the current month is partial and ends today; another month switches the data (${lang})`, async ({
    page,
  }) => {
    const frame = await openOverview(page, lang);
    await committedStatus(frame);
    const today = new Date();
    const first = `${currentMonth()}-01`;
    const range = (start: string, end: string) =>
      fill(reports(lang, 'period.range'), {
        startDate: formatDisplayDate(start, lang),
        endDate: formatDisplayDate(end, lang),
      });
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toBeVisible();
    await expect(frame.getByText(range(first, today.toISOString().slice(0, 10)))).toBeVisible();

    const previous = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
    const month = previous.toISOString().slice(0, 7);
    const last = new Date(Date.UTC(previous.getUTCFullYear(), previous.getUTCMonth() + 1, 0));
    await frame.getByRole('combobox', { name: reports(lang, 'period.label') }).selectOption(month);
    await expect(frame.getByText(reports(lang, 'period.partial'), { exact: true })).toHaveCount(0);
    await expect(frame.getByText(range(`${month}-01`, last.toISOString().slice(0, 10)))).toBeVisible();

    const dau = await answerTo<Consolidated>(page, [DAU_SUMMARY, MONTH(month)]);
    await expect(tile(card(frame, lang, 'dau'), 'monthlyTotal')).toHaveText(count(lang, dau.total));
    // spec 3 §4.1: the status of the new month, read again 3 s after the change, then committed.
    const status = await expectedStatus(page, month);
    await expect(statusHeader(frame)).toHaveAttribute('data-status', status, { timeout: 15_000 });
    await expect(statusHeader(frame)).toHaveAttribute('aria-busy', 'false');
    // spec 3 §2.3: the period change is tracked with the month ('MM-YYYY').
    const tracked = (await protocol(page)).filter(
      (entry) => entry.direction === 'in' && entry.action === 'segment',
    );
    const payloads = tracked.map(
      (entry) => (entry.payload as { message?: { content?: Record<string, unknown> } }).message?.content,
    );
    expect(payloads).toContainEqual(
      expect.objectContaining({
        action: 'plan-overview-period-changed',
        date: `${month.slice(5)}-${month.slice(0, 4)}`,
      }),
    );
  });
}

const SCENARIOS: readonly (readonly [string, PlanStatus])[] = [
  ['near-limit', 'nearLimit'],
  ['exceeded', 'exceeded'],
  ['unlimited', 'unlimited'],
  // Every call succeeds with zeros: DAU, DEU, agents and conversations are empty (issue 22 §3),
  // MIU is unlimited on success (spec 3 §4.1), and unlimited has the higher priority.
  ['no-data', 'unlimited'],
];

for (const [scenario, status] of SCENARIOS) {
  test(`spec 3 §4.1: scenario ${scenario} → the ${status} message and illustration (en)`, async ({
    page,
  }) => {
    const frame = await openOverview(page, 'en', { scenario });
    const header = await committedStatus(frame);
    await expect(header).toHaveAttribute('data-status', status);
    await expect(header.getByText(po('en', `status.${status}`), { exact: true })).toBeVisible();
    await expect(
      header.locator(`svg[data-illustration="${planStatusVisual(status).illustration}"]`),
    ).toBeAttached();
    await expect(header.getByRole('alert')).toHaveCount(0);
    if (scenario === 'no-data') {
      const dau = card(frame, 'en', 'dau');
      await expect(tile(dau, 'monthlyTotal')).toHaveText('0');
      await expect(tile(dau, 'topWeek')).toHaveText('--');
    }
    if (scenario === 'unlimited') {
      await expect(tile(card(frame, 'en', 'agent'), 'planTotal')).toHaveText(po('en', 'tiles.unlimited'));
    }
  });
}

/** The SVG text of a card's chart (0: the totals, 1: the weekly bars): axis labels and legend. */
const chartText = (cardLocator: Locator, index: number) =>
  cardLocator.locator('.report-chart[role="img"]').nth(index).locator('svg').first();

for (const lang of ['en', 'es'] as const) {
  test(`issue 37 §12 (spec 3 §2.3): each MIU/MEU card charts only its metrics — MIU + messages beside MEU, then messages alone (${lang})`, async ({
    page,
  }) => {
    const users = { miu: po(lang, 'tiles.miuUsers'), meu: po(lang, 'tiles.meuUsers') };
    const messages = po(lang, 'tiles.messages');
    let frame = await openOverview(page, lang, { scenario: 'miu-and-meu' });
    const miu = card(frame, lang, 'mauMsg');
    const meu = card(frame, lang, 'meu');
    for (const index of [0, 1]) {
      await expect(chartText(miu, index)).toContainText(users.miu);
      await expect(chartText(miu, index)).toContainText(messages);
      // The messages are the MIU card's: no 0-messages bar or legend entry on the MEU card.
      await expect(chartText(meu, index)).toContainText(users.meu);
      await expect(chartText(meu, index)).not.toContainText(messages);
    }

    frame = await openOverview(page, lang, { scenario: 'messages-only' });
    const msg = card(frame, lang, 'msg');
    for (const index of [0, 1]) {
      await expect(chartText(msg, index)).toContainText(messages);
      await expect(chartText(msg, index)).not.toContainText(users.miu);
    }
  });
}

for (const lang of ['en', 'pt'] as const) {
  test(`issue 37 §14 (spec 3 §4.2): a month without usage reads 0 on the overview and on the report alike (${lang})`, async ({
    page,
  }) => {
    const frame = await openOverview(page, lang, { scenario: 'no-data' });
    const { total, metric } = await answerTo<Consolidated>(page, [DAU_SUMMARY]);
    expect(total).toBe(0);
    const dau = card(frame, lang, 'dau');
    await expect(tile(dau, 'monthlyTotal')).toHaveText('0');
    await expect(tile(dau, 'planTotal')).toHaveText(count(lang, metric.quantity));
    const menu = frame.getByRole('navigation', { name: text(lang, 'usageMenu', 'label') });
    await menu.locator('a[href*="/dau-consumption"]').click();
    const figure = (key: string) =>
      frame
        .locator('.report-figure')
        .filter({ has: frame.getByText(text(lang, 'singleConversations', key), { exact: true }) })
        .locator('.report-figure__value');
    await expect(figure('card.total')).toHaveText('0');
    await expect(figure('card.quantity')).toHaveText(count(lang, metric.quantity));
    await expect(figure('card.used')).toHaveText('0%');
  });
}

test("spec 3 §8: scenario failing-metric → 'Problems loading the data. Please try refreshing the page.' (en)", async ({
  page,
  errors,
}) => {
  errors.expect(/DEU summary|failure|status of 5\d\d/i);
  const frame = await openOverview(page, 'en', { scenario: 'failing-metric' });
  const header = await committedStatus(frame);
  await expect(header.getByRole('alert')).toHaveText(po('en', 'loadError'));
  expect(po('en', 'loadError')).toBe('Problems loading the data. Please try refreshing the page.');
  const deu = card(frame, 'en', 'deu');
  for (const id of ['monthlyTotal', 'remaining', 'planTotal', 'weeklyAverage', 'topWeek']) {
    await expect(tile(deu, id)).toHaveText('--');
  }
});

test('spec 3 §2.3 item 4: the data-protection banner on a configured cluster (es, seed 3)', async ({
  page,
}) => {
  const frame = await openOverview(page, 'es', { seed: '3' });
  const state = await backend(page);
  expect(JSON.stringify(state)).toContain('brazilsouth-prd-2');
  await expect(frame.getByRole('note')).toHaveText(po('es', 'banner'));
  await expect(frame.getByRole('heading', { level: 2, name: po('es', 'cards.session.title') })).toBeVisible();
});

test('spec 3 §2.3: doughnut, weekly bars, stacked bar and line render (screenshot check, en)', async ({
  page,
}, testInfo) => {
  const frame = await openOverview(page, 'en');
  await committedStatus(frame);
  const charts: readonly (readonly [string, number])[] = [
    ['dau', 0],
    ['dau', 1],
    ['session', 0],
    ['session', 1],
    ['mauMsg', 0],
  ];
  for (const [metric, index] of charts) {
    // The chart frames (role img, labelled); the SVG that ECharts draws sits inside.
    const chart = card(frame, 'en', metric).locator('.report-chart[role="img"]').nth(index);
    const svg = chart.locator('svg').first();
    await expect(svg).toBeVisible();
    const box = await svg.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    expect(box?.height ?? 0).toBeGreaterThan(100);
    // Something is drawn: ECharts' SVG renderer puts every bar, slice and line in a <path>.
    expect(await svg.locator('path').count()).toBeGreaterThanOrEqual(2);
    const shot = await chart.screenshot();
    expect(shot.byteLength).toBeGreaterThan(2000);
    await testInfo.attach(`${metric}-${index}.png`, { body: shot, contentType: 'image/png' });
  }
  const doughnut = card(frame, 'en', 'dau').locator('.report-chart').first();
  await expect(doughnut).toHaveAttribute(
    'aria-label',
    'Single Conversations: used and available in the plan',
  );
  await testInfo.attach('overview.png', {
    body: await page.locator('iframe').screenshot(),
    contentType: 'image/png',
  });
});

interface BundleChunk {
  readonly fileName: string;
  readonly packages: readonly string[];
  readonly isEntry?: boolean;
  readonly facadeModuleId?: string | null;
}

const bundleReport = (): BundleChunk[] =>
  JSON.parse(readFileSync('dist/bundle-report.json', 'utf8')) as BundleChunk[];
const baseName = (chunk: BundleChunk) => chunk.fileName.split('/').at(-1) ?? chunk.fileName;

/** The JS files of the build that hold ECharts (the bundle report lists each chunk's packages). */
function echartsChunks(): string[] {
  return bundleReport()
    .filter((chunk) => chunk.packages.some((name) => name === 'echarts' || name === 'zrender'))
    .map(baseName);
}

/** The module's entry chunk (as scripts/first-load.cjs finds it). */
function moduleEntry(): string {
  const entry = bundleReport().find(
    (chunk) =>
      chunk.isEntry === true && /(module\/index\.html|src\/main\.tsx)$/.test(chunk.facadeModuleId ?? ''),
  );
  if (entry === undefined) throw new Error('no module entry in the bundle report');
  return baseName(entry);
}

test('architecture.md §8: ECharts is never loaded on the home route, only on the overview', async ({
  page,
}) => {
  const chunks = echartsChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const loadsECharts = () => scripts.some((url) => chunks.some((chunk) => url.endsWith(`/${chunk}`)));

  const frame = await openRoute(page, '/', 'en', { flags: 'all' });
  await expect(frame.getByText(text('en', 'shell', 'breadcrumb.contractPanel')).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const entry = moduleEntry();
  expect(scripts.some((url) => url.endsWith(`/${entry}`))).toBe(true);
  expect(loadsECharts()).toBe(false);

  // The same watch sees it on the overview: the check can fail.
  await openOverview(page, 'en');
  await expect(card(frame, 'en', 'dau').locator('.report-chart svg').first()).toBeVisible();
  expect(loadsECharts()).toBe(true);
});
