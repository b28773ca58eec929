import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fill, openRoute, toasts } from './bots.helpers';
import { catalogId, FAQ, kb, openAddContent, table } from './knowledge-base.helpers';
import { backend, moduleFrame, sentCommands, text } from './simulator.helpers';

// Issue 35 §4 acceptance: the fake storage answers an upload with a 307 to another origin (the
// simulator's uploadRedirect fault). A browser that followed it would send the same body there, the
// certificate and its password included; the module's CSP (connect-src: the storage origins only)
// makes the browser refuse the redirected request, so nothing arrives at the other origin, and the
// user sees the upload fail with the file kept for another try.

const TEST_CERTIFICATE = 'simulator/public/fake-storage/test-certificate.pfx';

/** What reached the other origin: every request, preflights included, with the bytes of its body. */
interface Arrival {
  readonly method: string;
  readonly url: string;
  readonly bytes: number;
}

let elsewhere: Server;
let elsewhereUrl = '';
const arrivals: Arrival[] = [];

/**
 * The other origin, as a hostile server would be: it lets any page send it anything (CORS open to
 * all, preflights allowed), so only the browser's CSP stands between the module and it.
 */
test.beforeAll(async () => {
  elsewhere = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      arrivals.push({ method: req.method ?? '', url: req.url ?? '', bytes });
      res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Content-Type', 'application/json');
      res.end('{"mediaUri":"http://127.0.0.1:1/stolen","storage_id":"s","name":"n","contract_id":"c"}');
    });
  });
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/catch`;
});

test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

/** Records the module frame's CSP violations from now on (read back with `violations`). */
async function watchViolations(page: Page): Promise<void> {
  await moduleFrame(page).evaluate(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { violations: typeof seen }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
}

function violations(page: Page): Promise<{ directive: string; blocked: string }[]> {
  return moduleFrame(page).evaluate(
    () => (window as unknown as { violations: { directive: string; blocked: string }[] }).violations,
  );
}

/**
 * The requests the browser would have sent to the other origin, following the fake storage's 307,
 * and why each failed (collected from now on): 'csp' when refused under the module's CSP.
 */
function refusedRedirects(page: Page): { url: string; error: string | undefined }[] {
  const refused: { url: string; error: string | undefined }[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(new URL(elsewhereUrl).origin))
      refused.push({ url: request.url(), error: request.failure()?.errorText });
  });
  return refused;
}

/**
 * The module's CSP violation for the redirected upload. The browser reports it under the URL that
 * was asked (the fake storage's, at `path`), not the one it was redirected to.
 */
async function expectConnectSrcViolation(page: Page, path: string): Promise<void> {
  const seen = await violations(page);
  expect(seen.some(({ directive, blocked }) => directive === 'connect-src' && blocked.includes(path))).toBe(
    true,
  );
}

test('issue 35 §4: a certificate redirected by the storage to another origin never arrives there; the wizard shows the failure and keeps the form', async ({
  page,
}) => {
  const mtls = (key: string) => text('en', 'mtls', key);
  const frame = await openRoute(page, '/mtls', 'en', { uploadRedirect: elsewhereUrl });
  const certificates = frame.getByRole('table', { name: mtls('table.title') }).locator('tbody tr');
  await expect(certificates.first()).toBeVisible();
  const before = (await backend(page)).certificates;
  await watchViolations(page);

  await frame.getByRole('button', { name: mtls('intro.register') }).click();
  const wizard = frame.getByRole('dialog', { name: mtls('wizard.title') });
  await wizard.locator('input[type=file]').setInputFiles(TEST_CERTIFICATE);
  await wizard.getByLabel(mtls('wizard.upload.password')).fill('simulator');
  await wizard.getByRole('button', { name: mtls('wizard.next') }).click();
  await wizard.getByLabel(mtls('wizard.info.description')).fill('Redirected upload');
  await wizard.getByLabel('Host 1', { exact: true }).fill('https://api.example.com');
  await wizard.getByRole('button', { name: mtls('wizard.next') }).click();
  const refused = refusedRedirects(page);
  await wizard.getByRole('button', { name: mtls('wizard.finish') }).click();

  // The user sees the upload fail; the wizard stays on its last step, Finish ready for another try.
  await expect
    .poll(async () => (await toasts(page)).map(({ type, message }) => `${type}: ${message}`))
    .toContain(`danger: ${mtls('messages.uploadError')}`);
  await expect(wizard.getByRole('button', { name: mtls('wizard.finish') })).toBeEnabled();
  await expect(wizard.getByRole('button', { name: mtls('wizard.back') })).toBeEnabled();
  // Nothing reached the other origin: the browser refused the redirected request under connect-src.
  expect(arrivals).toEqual([]);
  await expect.poll(() => refused).toEqual([{ url: elsewhereUrl, error: 'csp' }]);
  await expectConnectSrcViolation(page, '/fake-storage/certificates/');
  expect((await backend(page)).certificates).toEqual(before);
  expect(
    (await sentCommands(page)).filter(
      (command) => command.uri === '/certificates-mtls' && command.method === 'set',
    ),
  ).toEqual([]);
});

test('issue 35 §4: a knowledge-base file redirected by the storage never arrives elsewhere; the dialog shows the failure and keeps the file', async ({
  page,
}) => {
  const query = { flags: 'all', uploadRedirect: elsewhereUrl };
  await openRoute(page, '/', 'en', query);
  await expect.poll(async () => (await backend(page)).catalogs.length).toBeGreaterThan(0);
  const id = await catalogId(page, FAQ);
  const frame = await openRoute(page, `/knowledge-base/${id}/documents`, 'en', query);
  await expect(table(frame, 'en').locator('tbody tr').first()).toBeVisible();
  const before = (await backend(page)).documents;
  await watchViolations(page);

  await openAddContent(frame, 'en', 'importFile');
  const dialog = frame.getByRole('dialog', { name: kb('en', 'documents.importFileDialog.title') });
  await dialog.getByLabel(kb('en', 'documents.dialog.chooseFile')).setInputFiles({
    name: 'redirected.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 redirected'),
  });
  const refused = refusedRedirects(page);
  await dialog.getByRole('button', { name: kb('en', 'documents.dialog.save') }).click();

  await expect
    .poll(async () => (await toasts(page)).map(({ type, title }) => `${type}: ${title ?? ''}`))
    .toContain(`danger: ${kb('en', 'documents.toasts.addFailed.title')}`);
  // The dialog stays with the file chosen: Save again is the retry.
  await expect(
    dialog.getByText(fill(kb('en', 'documents.dialog.chosenFile'), { name: 'redirected.pdf' })),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: kb('en', 'documents.dialog.save') })).toBeEnabled();
  expect(arrivals).toEqual([]);
  await expect.poll(() => refused).toEqual([{ url: elsewhereUrl, error: 'csp' }]);
  await expectConnectSrcViolation(page, '/fake-storage/media');
  expect((await backend(page)).documents).toEqual(before);
});
