import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { sentCommands as commands, fileOfSize, text, type Lang } from './simulator.helpers';

const TEST_CERTIFICATE = 'simulator/public/fake-storage/test-certificate.pfx';
const en = (key: string) => text('en', 'mtls', key);

/** Opens the simulator straight on /mtls and waits for the certificate table. */
async function openMtls(
  page: Page,
  lang: Lang = 'en',
  query: Record<string, string> = {},
): Promise<FrameLocator> {
  await page.goto(`/?${new URLSearchParams({ lang, route: '/mtls', ...query }).toString()}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('table', { name: text(lang, 'mtls', 'table.title') })).toBeVisible();
  return frame;
}

async function toasts(page: Page): Promise<{ type: string; message: string }[]> {
  return page.evaluate(() => window.simulator!.toasts().map(({ type, message }) => ({ type, message })));
}

/** Upload step with the given file, then Next. */
async function chooseCertificate(frame: FrameLocator, password: string): Promise<void> {
  await frame.getByRole('button', { name: en('intro.register') }).click();
  const dialog = frame.getByRole('dialog', { name: en('wizard.title') });
  await dialog.locator('input[type=file]').setInputFiles(TEST_CERTIFICATE);
  await expect(dialog.getByTestId('mtls-file-name')).toHaveText('test-certificate.pfx');
  await dialog.getByLabel(en('wizard.upload.password')).fill(password);
  await dialog.getByRole('button', { name: en('wizard.next') }).click();
}

/** Info step filled and left with Enter, which submits like Next. */
async function fillInfo(frame: FrameLocator, description: string, host: string): Promise<void> {
  const dialog = frame.getByRole('dialog', { name: en('wizard.title') });
  await dialog.getByLabel(en('wizard.info.description')).fill(description);
  await dialog.getByLabel('Host 1', { exact: true }).fill(host);
  await dialog.getByLabel('Host 1', { exact: true }).press('Enter');
  await expect(dialog.getByText(en('wizard.confirmation.intro'))).toBeVisible();
}

test('spec 1 §2: header, intro card and the certificate table with every status', async ({ page }) => {
  const frame = await openMtls(page);
  const tenantName = await page.evaluate(() => window.simulator!.state().tenant.name);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`${tenantName} MTLS Certificates`);
  await expect(frame.getByRole('heading', { name: en('intro.title') })).toBeVisible();
  const table = frame.getByRole('table', { name: en('table.title') });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Description',
    'Expiration',
    'Status',
    'Actions',
  ]);
  const row = (description: string) => table.getByRole('row').filter({ hasText: description });
  await expect(row('Payments gateway').locator('[data-tone]')).toHaveText('Valid');
  await expect(row('Payments gateway').locator('[data-tone]')).toHaveAttribute('data-tone', 'success');
  await expect(row('Legacy CRM').locator('[data-tone]')).toHaveAttribute('data-tone', 'disabled');
  // spec 1 §4: the service's unknown status 'processing' shows as 'Under validation'.
  await expect(row('Logistics webhooks').locator('[data-tone]')).toHaveText('Under validation');
  await expect(row('Payments gateway')).toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);
  await frame.getByRole('link', { name: 'Back' }).click();
  await expect(
    frame.getByRole('link', { name: text('en', 'home', 'cards.mtls.title'), exact: true }),
  ).toBeVisible();
});

test('spec 1 §5: the wizard refuses .p12/.txt, 11 MB, http://x.com, https://x, a duplicate and 51 characters', async ({
  page,
}) => {
  const frame = await openMtls(page);
  await frame.getByRole('button', { name: en('intro.register') }).click();
  const dialog = frame.getByRole('dialog', { name: en('wizard.title') });
  const input = dialog.locator('input[type=file]');
  const next = dialog.getByRole('button', { name: en('wizard.next') });
  await input.setInputFiles({
    name: 'client.p12',
    mimeType: 'application/x-pkcs12',
    buffer: Buffer.from('x'),
  });
  await expect(dialog.getByRole('alert')).toHaveText(en('errors.fileType'));
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByRole('alert')).toHaveText(en('errors.fileType'));
  await input.setInputFiles(fileOfSize('big.pfx', 11 * 1024 * 1024));
  await expect(dialog.getByRole('alert')).toHaveText(en('errors.fileSize'));
  await expect(next).toBeDisabled();
  await input.setInputFiles(TEST_CERTIFICATE);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await next.click();

  const description = dialog.getByLabel(en('wizard.info.description'));
  await description.fill('a'.repeat(51));
  await expect(dialog.getByText(en('errors.descriptionTooLong'))).toBeVisible();
  await description.fill('');
  await expect(dialog.getByText(en('errors.descriptionRequired'))).toBeVisible();
  await description.fill('Partner API');
  const host1 = dialog.getByLabel('Host 1', { exact: true });
  await host1.fill('http://x.com');
  await expect(dialog.getByText(en('errors.hostInvalid'))).toBeVisible();
  await host1.fill('https://x');
  await expect(dialog.getByText(en('errors.hostInvalid'))).toBeVisible();
  await host1.fill('https://x.com');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Remove host 1' })).toHaveCount(0);
  await dialog.getByRole('button', { name: en('wizard.info.addHost') }).click();
  await expect(dialog.getByLabel('Host 2', { exact: true })).toBeFocused();
  await page.keyboard.type('https://x.com');
  await expect(dialog.getByText(en('errors.hostDuplicate'))).toBeVisible();
  await expect(next).toBeDisabled();
  await dialog.getByRole('button', { name: 'Remove host 2' }).click();
  await expect(next).toBeEnabled();
});

test('spec 1 §4/§7: a valid certificate goes by a real multipart POST, is saved and listed', async ({
  page,
}) => {
  // Some latency on every command, so the submitting state can be seen.
  const frame = await openMtls(page, 'en', { latency: '400' });
  await chooseCertificate(frame, 'simulator');
  await fillInfo(frame, 'E2E partner', 'https://e2e.partner.com:8443/hooks');
  const dialog = frame.getByRole('dialog', { name: en('wizard.title') });
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/fake-storage/certificates/'),
  );
  const answered = page.waitForResponse((response) => response.url().includes('/fake-storage/certificates/'));
  await dialog.getByRole('button', { name: en('wizard.finish') }).click();
  // spec 1 §4: while submitting, Back is disabled and the stepper stands on 'Finish'.
  await expect(dialog.getByRole('button', { name: en('wizard.back') })).toBeDisabled();
  await expect(dialog.locator('[aria-current="step"]')).toContainText(en('wizard.steps.finish'));
  const request = await posted;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  // The storage opens the PKCS#12 with the posted password: a 200 means both fields arrived.
  const response = await answered;
  expect(response.status()).toBe(200);
  const upload = (await response.json()) as { storage_id: string; name: string; contract_id: string };

  await expect(frame.getByRole('dialog')).toHaveCount(0);
  const row = frame.getByRole('row').filter({ hasText: 'E2E partner' });
  await expect(row.locator('[data-tone]')).toHaveText('Under validation');
  expect(await toasts(page)).toContainEqual({ type: 'success', message: en('messages.uploadSuccess') });
  const tenantId = await page.evaluate(() => window.simulator!.state().tenant.id);
  const save = (await commands(page)).find(
    (command) => command.method === 'set' && command.uri === '/certificates-mtls',
  );
  expect(save?.resource).toEqual({
    certificate_id: `${upload.storage_id}:${tenantId}-test-certificate`,
    description: 'E2E partner',
    hosts: ['https://e2e.partner.com:8443/hooks'],
  });
});

test('spec 1 §8: a wrong password shows the upload error and keeps the wizard', async ({ page }) => {
  const frame = await openMtls(page);
  await chooseCertificate(frame, 'not-the-password');
  await fillInfo(frame, 'Wrong password', 'https://e2e.partner.com');
  const answered = page.waitForResponse((response) => response.url().includes('/fake-storage/certificates/'));
  const dialog = frame.getByRole('dialog', { name: en('wizard.title') });
  await dialog.getByRole('button', { name: en('wizard.finish') }).click();
  expect((await answered).status()).toBe(400);
  await expect
    .poll(() => toasts(page))
    .toContainEqual({ type: 'danger', message: en('messages.uploadError') });
  await expect(dialog.getByRole('button', { name: en('wizard.back') })).toBeEnabled();
  expect((await commands(page)).some((command) => command.method === 'set')).toBe(false);
});

test('spec 1 §4: removing the last host closes the modal and the list refreshes 1 s later', async ({
  page,
}) => {
  const frame = await openMtls(page);
  await frame.getByRole('button', { name: 'Edit hosts of Support integration' }).click();
  const dialog = frame.getByRole('dialog', { name: en('hosts.title') });
  await expect(dialog.getByText('Manage the host of the certificate Support integration')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete host https://desk.helpline.org:9443' }).click();
  // The portal's 'Caution' alert, answered by a click as a user would.
  const alert = page.getByRole('dialog', { name: en('confirm.title') });
  await expect(alert).toContainText(en('confirm.body'));
  await alert.getByRole('button', { name: en('confirm.confirm') }).click();
  await expect(frame.getByRole('dialog')).toHaveCount(0);
  await expect
    .poll(async () => (await toasts(page)).map((toast) => toast.message))
    .toContain(en('messages.hostRemoved'));
  const removedAt = async () =>
    (await commands(page)).find((command) => command.method === 'delete' && command.uri.includes('/host/'))!
      .at;
  const refreshesAfter = async () => {
    const since = await removedAt();
    return (await commands(page)).filter(
      (command) => command.uri.startsWith('/certificates-mtls/') && command.at >= since,
    );
  };
  await expect.poll(async () => (await refreshesAfter()).length, { timeout: 5000 }).toBe(1);
  const delay = (await refreshesAfter())[0]!.at - (await removedAt());
  expect(delay).toBeGreaterThanOrEqual(1000);
  expect(delay).toBeLessThan(3000);
});

test("spec 1 §8: a certificate is deleted after 'Caution'; a cancelled one stays", async ({ page }) => {
  const frame = await openMtls(page);
  await page.evaluate(() => window.simulator!.setNextAlertAnswer(false));
  await frame.getByRole('button', { name: 'Delete certificate Legacy CRM' }).click();
  await expect.poll(() => page.evaluate(() => window.simulator!.alerts().length)).toBe(1);
  await expect(frame.getByRole('row').filter({ hasText: 'Legacy CRM' })).toHaveCount(1);
  await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
  await frame.getByRole('button', { name: 'Delete certificate Legacy CRM' }).click();
  await expect(frame.getByRole('row').filter({ hasText: 'Legacy CRM' })).toHaveCount(0);
  const alerts = await page.evaluate(() => window.simulator!.alerts().map((record) => record.alert.title));
  expect(alerts).toEqual([en('confirm.title'), en('confirm.title')]);
  expect(await toasts(page)).toContainEqual({ type: 'success', message: en('messages.certificateRemoved') });
});

for (const lang of ['pt', 'es'] as const) {
  test(`spec 1 §1: the mTLS page and its wizard in ${lang}`, async ({ page }) => {
    const frame = await openMtls(page, lang);
    const tenantName = await page.evaluate(() => window.simulator!.state().tenant.name);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
      text(lang, 'mtls', 'header').replace('{{tenantName}}', tenantName),
    );
    await expect(frame.getByText(text(lang, 'mtls', 'status.underValidation')).first()).toBeVisible();
    await frame.getByRole('button', { name: text(lang, 'mtls', 'intro.register') }).click();
    const dialog = frame.getByRole('dialog', { name: text(lang, 'mtls', 'wizard.title') });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(dialog.getByRole('alert')).toHaveText(text(lang, 'mtls', 'errors.fileType'));
  });
}
