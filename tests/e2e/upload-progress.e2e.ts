import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fill, openRoute, test } from './bots.helpers';
import { catalogId, FAQ, kb, openAddContent, table } from './knowledge-base.helpers';
import { backend, fileOfSize, sentCommands, text, type Lang } from './simulator.helpers';

// Issue 24 §3 acceptance: with the simulator's storage slowed (uploadKbps), each upload shows a
// moving progress bar with its percentage and a Cancel; cancelling mid-way aborts the request,
// records nothing in the backend and says so in the module's language.

/** 4 Mbit/s: a 12 MB file takes about 24 s, long enough to watch the bar and cancel mid-way. */
const SLOW = { flags: 'all', uploadKbps: '4000' };
const BIG = 12 * 1024 * 1024;

const ui = (lang: Lang, key: string) => text(lang, 'ui', key);

/** The bar named after what uploads: seen moving (two rising values below 100), then cancelled. */
async function cancelMidWay(
  page: Page,
  scope: ReturnType<FrameLocator['getByRole']>,
  lang: Lang,
  name: string,
) {
  const bar = scope.getByRole('progressbar', { name: fill(ui(lang, 'upload.label'), { name }) });
  await expect(bar).toBeVisible();
  const value = () => bar.evaluate((element: HTMLProgressElement) => element.value);
  await expect.poll(value).toBeGreaterThan(0);
  const first = await value();
  await expect.poll(value, { timeout: 15_000 }).toBeGreaterThan(first);
  const atCancel = await value();
  expect(atCancel).toBeLessThan(100);
  // The percentage is written beside the bar (it moves on, so only its form is compared).
  await expect(scope.getByText(/^\d{1,2}\s?%$/)).toBeVisible();
  const aborted = page.waitForEvent('requestfailed', (request) => request.method() === 'POST');
  await scope.getByRole('button', { name: ui(lang, 'upload.cancel') }).click();
  await aborted;
  await expect(scope.getByRole('status').filter({ hasText: ui(lang, 'upload.cancelled') })).toBeVisible();
  await expect(bar).toBeHidden();
}

test('issue 24 §3: knowledge-base import in pt, en and es: the bar moves, Cancel stops it mid-way, no document is recorded', async ({
  page,
}) => {
  test.setTimeout(150_000);
  for (const lang of ['pt', 'en', 'es'] as const) {
    await openRoute(page, '/', lang, SLOW);
    await expect.poll(async () => (await backend(page)).catalogs.length).toBeGreaterThan(0);
    const id = await catalogId(page, FAQ);
    const frame = await openRoute(page, `/knowledge-base/${id}/documents`, lang, SLOW);
    const rows = table(frame, lang).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const listed = await rows.count();
    const before = (await backend(page)).documents;

    await openAddContent(frame, lang, 'importFile');
    const dialog = frame.getByRole('dialog', { name: kb(lang, 'documents.importFileDialog.title') });
    await dialog
      .getByLabel(kb(lang, 'documents.dialog.chooseFile'))
      .setInputFiles(fileOfSize('big.pdf', BIG));
    await dialog.getByRole('button', { name: kb(lang, 'documents.dialog.save') }).click();
    await cancelMidWay(page, dialog, lang, 'big.pdf');

    // The dialog stays with the file chosen (a retry is one click); nothing was registered.
    await expect(
      dialog.getByText(fill(kb(lang, 'documents.dialog.chosenFile'), { name: 'big.pdf' })),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: kb(lang, 'documents.dialog.save') })).toBeEnabled();
    expect((await backend(page)).documents).toEqual(before);
    expect(
      (await sentCommands(page)).filter(
        (command) => /\/document(\/|$)/.test(command.uri) && command.method === 'set',
      ),
    ).toEqual([]);
    await dialog.getByRole('button', { name: kb(lang, 'documents.dialog.cancel') }).click();
    // The list is as it was: the same rows, none of them the cancelled file.
    await expect(rows).toHaveCount(listed);
    await expect(table(frame, lang).getByText('big.pdf')).toHaveCount(0);
  }
});

test('issue 24 §3: the contract photo and an mTLS certificate cancelled mid-way leave the tenant and the certificates as they were', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const frame = await openRoute(page, '/', 'es', SLOW);
  const card = frame.getByRole('article', { name: text('es', 'tenant', 'card.label') });
  await expect(card).toBeVisible();
  const photoBefore = (await backend(page)).tenant.photoUri;
  await frame.getByTestId('contract-photo-input').setInputFiles(fileOfSize('big.png', BIG));
  await cancelMidWay(page, card, 'es', text('es', 'tenant', 'photo.uploadName'));
  expect((await backend(page)).tenant.photoUri).toBe(photoBefore);
  const tenantSaves = (await sentCommands(page)).filter(
    (command) => command.method === 'set' && /^\/tenants\/[^/]+$/.test(command.uri),
  );
  expect(tenantSaves).toEqual([]);

  const mtls = (key: string) => text('en', 'mtls', key);
  const mtlsFrame = await openRoute(page, '/mtls', 'en', SLOW);
  const certificates = mtlsFrame.getByRole('table', { name: mtls('table.title') }).locator('tbody tr');
  await expect(certificates.first()).toBeVisible();
  const listed = await certificates.allInnerTexts();
  const before = (await backend(page)).certificates;
  await mtlsFrame.getByRole('button', { name: mtls('intro.register') }).click();
  const wizard = mtlsFrame.getByRole('dialog', { name: mtls('wizard.title') });
  await wizard.locator('input[type=file]').setInputFiles(fileOfSize('big.pfx', 9 * 1024 * 1024));
  await wizard.getByLabel(mtls('wizard.upload.password')).fill('simulator');
  await wizard.getByRole('button', { name: mtls('wizard.next') }).click();
  await wizard.getByLabel(mtls('wizard.info.description')).fill('Cancelled upload');
  await wizard.getByLabel('Host 1', { exact: true }).fill('https://api.example.com');
  await wizard.getByRole('button', { name: mtls('wizard.next') }).click();
  await wizard.getByRole('button', { name: mtls('wizard.finish') }).click();
  await cancelMidWay(page, wizard, 'en', 'big.pfx');
  // The form stays on its last step, so Finish again is the one-click retry.
  await expect(wizard.getByRole('button', { name: mtls('wizard.finish') })).toBeEnabled();
  expect((await backend(page)).certificates).toEqual(before);
  expect(
    (await sentCommands(page)).filter(
      (command) => command.uri === '/certificates-mtls' && command.method === 'set',
    ),
  ).toEqual([]);
  await expect.poll(() => certificates.allInnerTexts()).toEqual(listed);
});
