import { expect, type FrameLocator, type Page } from '@playwright/test';
import { expectToast, fill, test } from './bots.helpers';
import {
  documentOf,
  importFile,
  kb,
  openAddContent,
  openCatalog,
  pollRounds,
  searchFor,
  syncBadge,
} from './knowledge-base.helpers';
import type { Lang } from './simulator.helpers';
import { backend } from './simulator.helpers';

// Issue 14 item 3 in the framed simulator: a document stuck past the polling limit reads 'Still
// synchronizing' with a Retry that sends the same content again, on the browser's clock (the
// polling limit is ten rounds of 6 s).

const retryButton = (frame: FrameLocator, lang: Lang, name: string) =>
  frame.getByRole('button', { name: fill(kb(lang, 'documents.retry.label'), { name }) });

/** Documents and versions the fake AI platform holds: a retry must add neither. */
async function backendCounts(page: Page) {
  const { documents } = await backend(page);
  return {
    documents: documents.length,
    versions: documents.reduce((sum, document) => sum + document.versions.length, 0),
  };
}

test.describe('Still synchronizing and Retry (issue 14)', () => {
  for (const lang of ['en', 'pt', 'es'] as const) {
    test(`${lang}: the never-finishing document is stuck past the limit; Retry by keyboard lets it finish, with no new version`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      const frame = await openCatalog(page, lang);
      await searchFor(frame, lang, 'Huge archive.pdf');
      const id = (await documentOf(page, 'Huge archive.pdf'))!.id;
      await pollRounds(page, id, 10);
      await expect(syncBadge(frame, lang, 'Huge archive.pdf')).toHaveText(
        kb(lang, 'documents.status.stalled'),
      );
      const before = await backendCounts(page);

      const retry = retryButton(frame, lang, 'Huge archive.pdf');
      await retry.focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'success', kb(lang, 'documents.toasts.retried.message'));
      await expect(syncBadge(frame, lang, 'Huge archive.pdf')).toHaveText(
        kb(lang, 'documents.status.processing'),
      );
      await expect(retry).toHaveCount(0);
      expect(await backendCounts(page)).toEqual(before);
      // Polling restarted for it: the fake settles re-sent content on the 2nd get.
      await page.clock.runFor(6000);
      await page.clock.runFor(6000);
      await expect(syncBadge(frame, lang, 'Huge archive.pdf')).toHaveText(
        kb(lang, 'documents.status.active'),
      );
      expect(await backendCounts(page)).toEqual(before);
    });
  }

  test("content named 'stuck' stays stuck: two retries leave the backend's documents and versions unchanged", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const frame = await openCatalog(page, 'en');
    await openAddContent(frame, 'en', 'importFile');
    await importFile(frame, 'en', 'stuck-notes.txt');
    await expectToast(page, 'success', kb('en', 'documents.toasts.added.message'));
    await searchFor(frame, 'en', 'stuck-notes.txt');
    const id = (await documentOf(page, 'stuck-notes.txt'))!.id;
    await pollRounds(page, id, 10);
    const before = await backendCounts(page);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await expect(syncBadge(frame, 'en', 'stuck-notes.txt')).toHaveText(
        kb('en', 'documents.status.stalled'),
      );
      await retryButton(frame, 'en', 'stuck-notes.txt').click();
      await expect(syncBadge(frame, 'en', 'stuck-notes.txt')).toHaveText(
        kb('en', 'documents.status.processing'),
      );
      await pollRounds(page, id, 10);
    }
    await expect(syncBadge(frame, 'en', 'stuck-notes.txt')).toHaveText(kb('en', 'documents.status.stalled'));
    expect(await backendCounts(page)).toEqual(before);
  });

  test('a retry that fails shows the error and leaves the row stuck, ready to retry', async ({
    page,
    errors,
  }) => {
    errors.expect(/./);
    test.setTimeout(90_000);
    await page.clock.install();
    const frame = await openCatalog(page, 'en');
    await searchFor(frame, 'en', 'Huge archive.pdf');
    const id = (await documentOf(page, 'Huge archive.pdf'))!.id;
    await pollRounds(page, id, 10);
    await page.evaluate(() => window.simulator!.setFaults({ failRate: 1 }));
    await retryButton(frame, 'en', 'Huge archive.pdf').click();
    await expectToast(page, 'danger', kb('en', 'documents.toasts.retryFailed.message'));
    await expect(syncBadge(frame, 'en', 'Huge archive.pdf')).toHaveText(kb('en', 'documents.status.stalled'));
    await expect(retryButton(frame, 'en', 'Huge archive.pdf')).toBeEnabled();
  });
});
