import { expect, type FrameLocator, type Page } from '@playwright/test';
import { expectToast, fill, openRoute, test } from './bots.helpers';
import { ustedFormsIn } from '../support/spanish-voice';
import { backend, text, type Lang } from './simulator.helpers';

const p = (lang: Lang, key: string) => text(lang, 'pipelines', key);
const redirects = (page: Page) =>
  page.evaluate(() => window.simulator!.redirects().map((record) => record.redirect));

function table(frame: FrameLocator, lang: Lang) {
  return frame.getByRole('table', { name: p(lang, 'caption'), exact: true });
}

/** '/pipeline' with every toggle on, once every row's builder configuration has arrived. */
async function openPipelines(page: Page, lang: Lang): Promise<FrameLocator> {
  const frame = await openRoute(page, '/pipeline', lang, { flags: 'all' });
  await expect(frame.getByRole('heading', { level: 1, name: p(lang, 'title') })).toBeVisible();
  await expect(table(frame, lang).locator('.ui-skeleton')).toHaveCount(0);
  return frame;
}

async function openMenu(frame: FrameLocator, lang: Lang, name: string) {
  await table(frame, lang)
    .getByRole('button', { name: fill(p(lang, 'menu.label'), { name }), exact: true })
    .click();
  return frame.getByRole('menu');
}

for (const lang of ['en', 'pt'] as const) {
  test(`spec 2 §2.13, §5, §6: rows, dimmed rows and search (${lang})`, async ({ page }) => {
    const frame = await openPipelines(page, lang);
    const { pipelines } = await backend(page);
    const rows = table(frame, lang).locator('tbody tr');
    await expect(rows).toHaveCount(5);

    // spec 2 §6: a locked pipeline is dimmed, '-' tasks, unpublished, no menu.
    const locked = pipelines.find((pipeline) => !pipeline.hasPermission && pipelines.indexOf(pipeline) < 5)!;
    const lockedRow = rows.filter({ hasText: locked.name });
    await expect(lockedRow.locator('.pipelines-cell--dimmed').first()).toBeVisible();
    await expect(lockedRow.getByText('-', { exact: true })).toBeVisible();
    await expect(lockedRow.getByText('Despublicada', { exact: true })).toBeVisible();
    await expect(lockedRow.getByRole('button')).toHaveCount(0);

    // spec 2 §5: case-insensitive substring on the name, then on the 'Pipe-' fallback id.
    const search = frame.getByRole('searchbox', { name: p(lang, 'search') });
    await search.fill('ORDER TRACK');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Order tracking');
    const fallback = pipelines.find((pipeline) => pipeline.pipelineId === undefined)!;
    await search.fill(`pipe-${fallback.shortName.slice(-7)}`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(fallback.name);
    await search.fill('no such pipeline');
    await expect(frame.getByText(p(lang, 'empty.noResults'))).toBeVisible();
  });

  test(`spec 2 §2.13: create, open, team and logs navigate the top window (${lang})`, async ({ page }) => {
    const frame = await openPipelines(page, lang);
    const state = await backend(page);
    const base = `https://${state.tenant.id}.blip.ai`;
    const target = state.pipelines.find((pipeline) => pipeline.hasPermission)!;

    await frame.getByRole('button', { name: p(lang, 'create'), exact: true }).click();
    for (const action of ['open', 'team', 'logs'] as const) {
      const menu = await openMenu(frame, lang, target.name);
      await menu.getByRole('menuitem', { name: p(lang, `menu.${action}`), exact: true }).click();
    }
    const id = target.shortName;
    await expect
      .poll(() => redirects(page))
      .toEqual([
        { kind: 'topWindow', url: `${base}/application/create/pipelinename/` },
        { kind: 'topWindow', url: `${base}/application/detail/${id}/templates/pipeline` },
        { kind: 'topWindow', url: `${base}/application/detail/${id}/team` },
        {
          kind: 'topWindow',
          url: `${base}/application/detail/${id}/builder-observability/builder-monitoring`,
        },
      ]);
  });

  test(`spec 2 §8: delete after confirmation removes the pipeline from the backend (${lang})`, async ({
    page,
  }) => {
    const frame = await openPipelines(page, lang);
    const before = (await backend(page)).pipelines;
    const target = before.find((pipeline) => pipeline.hasPermission)!;
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    const menu = await openMenu(frame, lang, target.name);
    await menu.getByRole('menuitem', { name: p(lang, 'menu.delete'), exact: true }).click();
    await expectToast(page, 'success', p(lang, 'toasts.deletedMessage'));
    const alerts = await page.evaluate(() => window.simulator!.alerts().map((record) => record.alert.title));
    expect(alerts).toEqual([p(lang, 'confirmDelete.title')]);
    expect((await backend(page)).pipelines.map((pipeline) => pipeline.shortName)).toEqual(
      before.filter((pipeline) => pipeline !== target).map((pipeline) => pipeline.shortName),
    );
    await expect(table(frame, lang).getByText(target.name, { exact: true })).toHaveCount(0);
  });
}

test("spec 2 §2.2: the Home card 'Pipeline' opens the pipeline page", async ({ page }) => {
  const frame = await openRoute(page, '/', 'en', { flags: 'all' });
  await frame.getByRole('link', { name: text('en', 'home', 'cards.pipeline.title'), exact: true }).click();
  await expect(frame.getByRole('heading', { level: 1, name: p('en', 'title') })).toBeVisible();
  await expect(table(frame, 'en')).toBeVisible();
});

test('issue 37 §6 (spec 2 §2.13, §8 Lists): es — the pipelines speak as tú in the list, the empty state and the load error', async ({
  page,
  errors,
}) => {
  errors.expect(/./);
  const voice = async (frame: FrameLocator) => ustedFormsIn(await frame.locator('body').innerText());
  let frame = await openPipelines(page, 'es');
  await expect(frame.getByText(p('es', 'subtitle'), { exact: true })).toBeVisible();
  expect(await voice(frame)).toEqual([]);

  frame = await openRoute(page, '/pipeline', 'es', { flags: 'all', scenario: 'empty' });
  await expect(frame.getByText(p('es', 'empty.description'), { exact: true })).toBeVisible();
  expect(await voice(frame)).toEqual([]);

  // §8 'Lists': the same load-error text as the knowledge base's lists.
  await page.evaluate(() => window.simulator!.setFaults({ failUriContaining: '/applications' }));
  await page.evaluate(() => window.simulator!.reloadFrame());
  frame = page.frameLocator('iframe');
  const loadError = text('es', 'knowledgeBase', 'error.description');
  expect(p('es', 'loadError.description')).toBe(loadError);
  await expect(frame.getByText(loadError, { exact: true })).toBeVisible();
  expect(await voice(frame)).toEqual([]);
});
