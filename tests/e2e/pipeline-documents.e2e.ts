import { expect, type FrameLocator } from '@playwright/test';
import { openRoute, test } from './bots.helpers';
import { catalogId, chooseAction, kb, openCatalog, row, table } from './knowledge-base.helpers';
import { backend, modulePath, text, type Lang } from './simulator.helpers';

// Issue 22: the pipeline's documents and URL-paths screens (spec 2 §2.1), deep-linked in the
// framed simulator: the knowledge base's pages with the pipeline's breadcrumb, links kept under it.

const RETURNS = 'Return policy';
const SHOP = 'https://shop.example.com';

const breadcrumb = (frame: FrameLocator, lang: Lang) =>
  frame.getByRole('navigation', { name: text(lang, 'ui', 'breadcrumb') });

/** The breadcrumb's items, in order. */
async function crumbs(frame: FrameLocator, lang: Lang): Promise<string[]> {
  return (await breadcrumb(frame, lang).getByRole('listitem').allTextContents()).map((item) => item.trim());
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`pipeline documents in ${lang}`, () => {
    test("spec 2 §2.1: a deep link to /pipeline/{catalogId}/documents shows the catalog's documents under Home > Pipeline", async ({
      page,
    }) => {
      const frame = await openCatalog(page, lang, RETURNS, { section: 'pipeline' });
      const id = await catalogId(page, RETURNS);
      const documents = (await backend(page)).documents.filter((document) => document.catalogId === id);
      await expect(table(frame, lang).locator('tbody tr')).toHaveCount(documents.length);
      for (const document of documents) await expect(row(frame, lang, document.name)).toBeVisible();
      const pipeline = text(lang, 'pipelines', 'breadcrumb');
      await expect.poll(() => crumbs(frame, lang)).toEqual([kb(lang, 'breadcrumb.home'), pipeline, RETURNS]);
      await expect(breadcrumb(frame, lang).getByRole('link', { name: pipeline })).toHaveAttribute(
        'href',
        /\/pipeline$/,
      );
      await expect(frame.getByRole('heading', { level: 1, name: kb(lang, 'documents.title') })).toBeVisible();
    });
  });
}

test('spec 2 §2.1, §2.5 Open: the URL pages of a URL document open under /pipeline, and its catalog link goes back there', async ({
  page,
}) => {
  const frame = await openCatalog(page, 'en', RETURNS, { section: 'pipeline' });
  const id = await catalogId(page, RETURNS);
  const shop = (await backend(page)).documents.find((document) => document.name === SHOP);
  if (shop === undefined) throw new Error(`no seeded ${SHOP}`);
  await chooseAction(frame, 'en', SHOP, 'open');
  await expect(frame.getByRole('heading', { level: 1, name: kb('en', 'urlPages.title') })).toBeVisible();
  await expect.poll(() => modulePath(page)).toBe(`/pipeline/${id}/documents/${shop.id}/url-paths`);
  await expect(
    frame
      .getByRole('table', { name: kb('en', 'urlPages.caption') })
      .getByRole('switch')
      .first(),
  ).toBeVisible();
  await expect.poll(() => crumbs(frame, 'en')).toEqual(['Home', 'Pipeline', RETURNS, SHOP]);
  await breadcrumb(frame, 'en').getByRole('link', { name: RETURNS }).click();
  await expect(table(frame, 'en')).toBeVisible();
  await expect.poll(() => modulePath(page)).toBe(`/pipeline/${id}/documents`);
  await expect.poll(() => crumbs(frame, 'en')).toEqual(['Home', 'Pipeline', RETURNS]);
});

test('spec 2 §2.1: the pipeline URL pages deep-linked fetch both names and keep the pipeline breadcrumb', async ({
  page,
}) => {
  await openRoute(page, '/', 'en', { flags: 'all' });
  await expect.poll(async () => (await backend(page)).catalogs.length).toBeGreaterThan(0);
  const id = await catalogId(page, RETURNS);
  const shop = (await backend(page)).documents.find((document) => document.name === SHOP);
  if (shop === undefined) throw new Error(`no seeded ${SHOP}`);
  const frame = await openRoute(page, `/pipeline/${id}/documents/${shop.id}/url-paths`, 'en', {
    flags: 'all',
  });
  await expect(frame.getByRole('table', { name: kb('en', 'urlPages.caption') })).toBeVisible();
  await expect.poll(() => crumbs(frame, 'en')).toEqual(['Home', 'Pipeline', RETURNS, SHOP]);
});
