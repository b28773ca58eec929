import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { fill, openRoute, toasts } from './bots.helpers';
import {
  backend,
  bridgeIdle,
  moduleFrame,
  pauseClock,
  sentCommands,
  text,
  type Lang,
} from './simulator.helpers';

// The catalog documents page as the knowledge-base suites reach it in the framed simulator.

export const kb = (lang: Lang, key: string) => text(lang, 'knowledgeBase', key);
export const FAQ = 'Product FAQ';

export async function catalogId(page: Page, name: string): Promise<string> {
  const catalog = (await backend(page)).catalogs.find((candidate) => candidate.name === name);
  if (catalog === undefined) throw new Error(`no catalog ${name}`);
  return catalog.id;
}

export async function documentOf(page: Page, name: string) {
  return (await backend(page)).documents.find((document) => document.name === name);
}

/** Where a catalog's documents page is: the knowledge base's, or the pipeline's (spec 2 §2.1). */
export type Section = 'knowledge-base' | 'pipeline';

/** Opens a seeded catalog's documents page (in `section`, as `role`) and waits for its table. */
export async function openCatalog(
  page: Page,
  lang: Lang,
  name = FAQ,
  {
    section = 'knowledge-base',
    role = 'admin',
  }: { section?: Section; role?: 'admin' | 'member' | 'guest' } = {},
): Promise<FrameLocator> {
  // The seeded ids are the same on every load of the same seed: read one, then open its page.
  await openRoute(page, '/', lang, { flags: 'all', role });
  await expect.poll(async () => (await backend(page)).catalogs.length).toBeGreaterThan(0);
  const id = await catalogId(page, name);
  const frame = await openRoute(page, `/${section}/${id}/documents`, lang, { flags: 'all', role });
  await expect(frame.getByRole('table', { name: kb(lang, 'documents.caption') })).toBeVisible();
  return frame;
}

export const table = (frame: FrameLocator, lang: Lang) =>
  frame.getByRole('table', { name: kb(lang, 'documents.caption') });

export const row = (frame: FrameLocator, lang: Lang, name: string) =>
  table(frame, lang).locator('tbody tr').filter({ hasText: name });

/** The exact-name search narrows the table to one document (spec 2 §5). */
export async function searchFor(frame: FrameLocator, lang: Lang, name: string): Promise<void> {
  await frame.getByRole('searchbox', { name: kb(lang, 'documents.search') }).fill(name);
  await expect(table(frame, lang).locator('tbody tr')).toHaveCount(1);
  await expect(row(frame, lang, name)).toBeVisible();
}

/** Opens a row's menu by keyboard and picks an entry. */
export async function chooseAction(
  frame: FrameLocator,
  lang: Lang,
  name: string,
  action: string,
): Promise<void> {
  await frame.getByRole('button', { name: fill(kb(lang, 'documents.menu.label'), { name }) }).click();
  await frame.getByRole('menuitem', { name: kb(lang, `documents.menu.${action}`), exact: true }).click();
}

export async function toastTitles(page: Page): Promise<string[]> {
  return (await toasts(page)).map((toast) => `${toast.type}: ${toast.title ?? ''}`);
}

export async function importFile(frame: FrameLocator, lang: Lang, name: string, content = 'text\nhello\n') {
  const dialog = frame.getByRole('dialog', { name: kb(lang, 'documents.importFileDialog.title') });
  await dialog.getByLabel(kb(lang, 'documents.dialog.chooseFile')).setInputFiles({
    name,
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(content),
  });
  await dialog.getByRole('button', { name: kb(lang, 'documents.dialog.save') }).click();
  return dialog;
}

export async function addUrl(frame: FrameLocator, lang: Lang, url: string) {
  const dialog = frame.getByRole('dialog', { name: kb(lang, 'documents.addUrlDialog.title') });
  await dialog.getByLabel(kb(lang, 'documents.dialog.urlLabel')).fill(url);
  await dialog.getByRole('button', { name: kb(lang, 'documents.dialog.save') }).click();
  return dialog;
}

export async function openAddContent(frame: FrameLocator, lang: Lang, choice: 'importFile' | 'addUrl') {
  await frame.getByRole('button', { name: kb(lang, 'documents.addContent') }).click();
  await frame.getByRole('menuitem', { name: kb(lang, `documents.${choice}`) }).click();
}

export const syncBadge = (frame: FrameLocator, lang: Lang, name: string) =>
  row(frame, lang, name).locator('[data-sync-status]');

/** Gets by id of one document so far (the polling fetch). */
export const documentGets = async (page: Page, id: string) =>
  (await sentCommands(page)).filter(
    (command) => command.method === 'get' && command.uri.endsWith(`/document/${id}`),
  ).length;

/**
 * Moves the module's clock one polling delay at a time, each round answered before the next,
 * then checks nothing more is fetched however long the page stays open.
 */
/**
 * Spec 2 §4: a synchronizing document is polled every 6 s until it ends. The installed browser
 * clock is moved a polling delay at a time, only while nothing waits for the host (a jump must not
 * run a request's own timeout out), until `badge` reads `status`: the change still comes from
 * polls, without a reload, but the test does not sit through their delays.
 */
export async function pollUntil(page: Page, badge: Locator, status: string): Promise<void> {
  await expect(async () => {
    await bridgeIdle(moduleFrame(page));
    await page.clock.fastForward(6000);
    await expect(badge).toHaveText(status, { timeout: 2000 });
  }).toPass({ timeout: 60_000 });
}

export async function pollRounds(page: Page, id: string, rounds: number): Promise<void> {
  // The installed clock also flows with real time: on a slow run a 1 s error retry would fire
  // between two rounds. Paused, only `runFor` moves it, one polling delay a round.
  await pauseClock(page);
  // A fetch already on its way is answered and counted before the rounds start.
  await bridgeIdle(moduleFrame(page));
  const before = await documentGets(page, id);
  for (let round = 1; round <= rounds; round += 1) {
    await page.clock.runFor(6000);
    await expect.poll(() => documentGets(page, id)).toBe(before + round);
  }
  await page.clock.runFor(6000 * 5);
  // A fetch those timers started would be on its way now: once nothing waits for the host, it
  // has been answered and counted.
  await bridgeIdle(moduleFrame(page));
  expect(await documentGets(page, id)).toBe(before + rounds);
}
