import { expect, type FrameLocator, type Page } from '@playwright/test';
import { bodyRows, copilot, openRoute, test } from './bots.helpers';
import { editableMembers, m, openMembers, rowsOf } from './members.helpers';
import { backend, moduleFrame, text, type Lang } from './simulator.helpers';

/**
 * Issue 35 §7: a search (names, e-mails) is never in the module's query string, which the module
 * reports to the portal (`stateChangeSuccess`) and the web server logs; it is kept in the frame's
 * history entry, so a reload of the frame still shows it. The other state stays in the URL.
 */

/** The framed module's own query string (what the web server would log on a reload). */
const frameQuery = (page: Page) => new URL(moduleFrame(page).url()).search;

/** The module path the simulator's own address keeps (its `route` query, from stateChangeSuccess). */
const routeInAddress = (page: Page) => new URL(page.url()).searchParams.get('route');

/**
 * What the module told the portal, as text: the paths it reported and every message it sent but
 * its backend commands (the members' and bots' searches are on the loaded list, and the members'
 * own reads name them by e-mail).
 */
async function toPortal(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({
      paths: window.simulator!.navigations().map((entry) => entry.path),
      messages: window
        .simulator!.protocol()
        .filter((entry) => entry.direction === 'in' && entry.action !== 'sendCommand'),
    }),
  );
}

/** The frame reloads itself (F5 inside it): same history entry, same history state. */
async function reloadFrame(page: Page): Promise<void> {
  const frame = moduleFrame(page);
  const reloaded = page.waitForEvent('framenavigated', { predicate: (navigated) => navigated === frame });
  await frame.evaluate(() => void setTimeout(() => window.location.reload(), 0));
  await reloaded;
}

const memberEmails = async (frame: FrameLocator, lang: Lang) =>
  (await rowsOf(frame, m('caption.members', lang))).map((cells) => cells[1]);

for (const lang of ['en', 'pt'] as const satisfies readonly Lang[]) {
  test(`issue 35 §7 (${lang}): a members search is not in the frame's URL nor reported, and survives a reload of the frame`, async ({
    page,
  }) => {
    const frame = await openMembers(page, { lang });
    const [target] = editableMembers(await backend(page));
    const term = target!.email;
    await frame.getByRole('tab', { name: new RegExp(m('tabs.pending', lang)) }).click();
    await frame.getByRole('tab', { name: m('tabs.members', lang) }).click();
    await frame.getByRole('button', { name: m('search.open', lang) }).click();
    await frame.getByRole('searchbox', { name: m('search.label', lang) }).fill(term);
    await expect.poll(() => memberEmails(frame, lang)).toEqual([target!.email]);
    // The search has settled and been kept (the rows follow it); the URL still has none of it.
    await expect
      .poll(() => moduleFrame(page).evaluate(() => JSON.stringify(history.state)))
      .toContain(JSON.stringify(term));
    expect(frameQuery(page)).toBe('');
    expect(routeInAddress(page)).toBe('/members');
    const reported = await toPortal(page);
    expect(reported).not.toContain(term);
    expect(reported).not.toContain(encodeURIComponent(term));
    expect(reported).not.toContain(new URLSearchParams({ s: term }).toString().slice(2));

    await reloadFrame(page);
    const again = page.frameLocator('iframe');
    await expect(again.getByRole('searchbox', { name: m('search.label', lang) })).toHaveValue(term, {
      timeout: 30_000,
    });
    await expect.poll(() => memberEmails(again, lang), { timeout: 30_000 }).toEqual([target!.email]);
    expect(frameQuery(page)).toBe('');
    expect(await toPortal(page)).not.toContain(term);
  });
}

test("issue 35 §7: Copilot's search survives a reload of the frame; the page size stays in the URL", async ({
  page,
}) => {
  const caption = copilot('en', 'bots.caption');
  const frame = await openRoute(page, '/copilot', 'en', { flags: 'all', bots: '200' });
  await expect(frame.getByRole('table', { name: caption, exact: true })).toBeVisible();
  const term = (await backend(page)).bots[7]!.name;
  await frame.getByRole('combobox', { name: text('en', 'ui', 'pageSize') }).selectOption('10');
  await frame.getByRole('searchbox', { name: copilot('en', 'bots.search'), exact: true }).fill(term);
  await expect
    .poll(() => moduleFrame(page).evaluate(() => JSON.stringify(history.state)))
    .toContain(JSON.stringify(term));
  await expect.poll(() => routeInAddress(page)).toBe('/copilot?size=10');
  expect(frameQuery(page)).toBe('?size=10');
  await expect.poll(async () => (await bodyRows(frame, caption).allInnerTexts()).join('\n')).toContain(term);
  const rows = await bodyRows(frame, caption).allInnerTexts();

  await reloadFrame(page);
  const again = page.frameLocator('iframe');
  await expect(again.getByRole('table', { name: caption, exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(again.getByRole('searchbox', { name: copilot('en', 'bots.search'), exact: true })).toHaveValue(
    term,
  );
  await expect(again.getByRole('combobox', { name: text('en', 'ui', 'pageSize') })).toHaveValue('10');
  await expect.poll(() => bodyRows(again, caption).allInnerTexts()).toEqual(rows);
  expect(frameQuery(page)).toBe('?size=10');
  const reported = await toPortal(page);
  expect(reported).not.toContain(term);
  expect(reported).not.toContain(encodeURIComponent(term));
});

test("issue 35 §7: an old link's ?search= still opens its search, then leaves the frame's URL, never reported", async ({
  page,
}) => {
  const caption = copilot('en', 'bots.caption');
  await openRoute(page, '/copilot', 'en', { flags: 'all', bots: '200' });
  const term = (await backend(page)).bots[7]!.name;
  const route = `/copilot?${new URLSearchParams({ search: term, size: '10' }).toString()}`;
  const frame = await openRoute(page, route, 'en', { flags: 'all', bots: '200' });
  await expect(frame.getByRole('table', { name: caption, exact: true })).toBeVisible();
  await expect(frame.getByRole('searchbox', { name: copilot('en', 'bots.search'), exact: true })).toHaveValue(
    term,
  );
  await expect.poll(async () => (await bodyRows(frame, caption).allInnerTexts()).join('\n')).toContain(term);
  await expect.poll(() => frameQuery(page)).toBe('?size=10');
  await expect.poll(() => routeInAddress(page)).toBe('/copilot?size=10');
  const paths = await page.evaluate(() => window.simulator!.navigations().map((entry) => entry.path));
  expect(paths).toContain('/copilot?size=10');
  expect(paths.filter((path) => path.includes('search'))).toEqual([]);
});
