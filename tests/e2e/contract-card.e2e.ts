import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { PROMPT_LOCK_MS } from '../../src/presentation/shared/prompt-locks';
import { fileOfSize, openSimulator, protocol, sentCommands, text, type Lang } from './simulator.helpers';

// Issue 3 acceptance, contract card and leave contract: each seen in the simulator over the real
// postMessage bridge, with uploads over real HTTP to the dev or preview server's fake storage.

const tenantSets = async (page: Page) =>
  (await sentCommands(page)).filter(
    (command) => command.method === 'set' && /^\/tenants\/[^/]+$/.test(command.uri),
  );

const state = (page: Page) => page.evaluate(() => window.simulator!.state());
const toasts = (page: Page) => page.evaluate(() => window.simulator!.toasts());
const redirects = (page: Page) => page.evaluate(() => window.simulator!.redirects());
const alerts = (page: Page) => page.evaluate(() => window.simulator!.alerts());

async function openCard(page: Page, query: Record<string, string> = {}) {
  const lang = (query.lang ?? 'en') as Lang;
  const frame = await openSimulator(page, { lang, ...query });
  const card = frame.getByRole('article', { name: text(lang, 'tenant', 'card.label') });
  await expect(card).toBeVisible();
  return { frame, card, lang };
}

async function startRename(card: ReturnType<FrameLocator['getByRole']>) {
  await card.getByRole('button', { name: 'Edit Contract name' }).click();
  return card.getByRole('textbox', { name: 'Contract name' });
}

/** A real 1×1 PNG, so the browser can paint what the storage serves back. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x2f, 0x6f, 0xd0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('contract name (spec 1 §5)', () => {
  test("'<b>Acme</b>' saves 'Acme' and shows 'Name updated'", async ({ page }) => {
    const { card } = await openCard(page);
    const input = await startRename(card);
    await expect(input).toHaveAttribute('minlength', '2');
    await expect(input).toHaveAttribute('maxlength', '15');
    await input.fill('<b>Acme</b>');
    await input.press('Enter');
    await expect(card.getByText('Acme', { exact: true })).toBeVisible();
    await expect
      .poll(async () => (await toasts(page)).map((toast) => toast.message))
      .toContain('Name updated');
    const sets = await tenantSets(page);
    expect(sets).toHaveLength(1);
    expect(sets[0]?.resource).toMatchObject({ name: 'Acme' });
    expect((await state(page)).tenant.name).toBe('Acme');
    const log = await protocol(page);
    expect(log.some((entry) => entry.direction === 'in' && entry.action === 'setCurrentTenant')).toBe(true);
  });

  test("'A' shows the 2-character error and sends nothing", async ({ page }) => {
    const { card } = await openCard(page);
    const input = await startRename(card);
    await input.fill('A');
    await input.press('Enter');
    await expect(card.getByText('The name has to be at least 2 characters long')).toBeVisible();
    await expect(input).toHaveValue('A');
    expect(await tenantSets(page)).toEqual([]);
  });

  test('16 characters send nothing (the value forced past maxlength)', async ({ page }) => {
    const { card } = await openCard(page);
    const stored = (await state(page)).tenant.name;
    const input = await startRename(card);
    // maxlength stops typing at 15; a script or an extension can still put 16 in the field.
    await input.evaluate((element: HTMLInputElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(element, 'Sixteen chars!!!');
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect(input).toHaveValue('Sixteen chars!!!');
    await input.press('Enter');
    await expect(card.getByText(stored, { exact: true })).toBeVisible();
    expect(await tenantSets(page)).toEqual([]);
  });

  test('the unchanged name sends nothing', async ({ page }) => {
    const { card } = await openCard(page);
    const stored = (await state(page)).tenant.name;
    const input = await startRename(card);
    await input.fill(` ${stored} `);
    await input.press('Enter');
    await expect(card.getByText(stored, { exact: true })).toBeVisible();
    expect(await tenantSets(page)).toEqual([]);
  });

  test("failRate=1: 'Failed to update name' and the card shows the stored name", async ({ page }) => {
    const { card } = await openCard(page);
    const stored = (await state(page)).tenant.name;
    await page.evaluate(() => window.simulator!.setFaults({ failRate: 1 }));
    const input = await startRename(card);
    await input.fill('Acme');
    await input.press('Enter');
    await expect
      .poll(async () => (await toasts(page)).map((toast) => [toast.type, toast.message]))
      .toContainEqual(['danger', 'Failed to update name']);
    await expect(card.getByText(stored, { exact: true })).toBeVisible();
    expect(await tenantSets(page)).toHaveLength(1);
    expect((await state(page)).tenant.name).toBe(stored);
  });
});

test.describe('contract photo (spec 1 §5, §7)', () => {
  const uploadErrorCodes = async (page: Page) =>
    (await protocol(page))
      .filter((entry) => entry.direction === 'in' && entry.action === 'showUploadErrorToast')
      .map((entry) => (entry.payload as { message: { content: { code: number } } }).message.content.code);

  test('a 21 MB png is refused with 413 and a .bmp with 415; nothing is uploaded', async ({ page }) => {
    const { frame } = await openCard(page);
    const input = frame.getByTestId('contract-photo-input');
    await input.setInputFiles(fileOfSize('big.png', 21 * 1024 * 1024));
    await expect.poll(() => uploadErrorCodes(page)).toEqual([413]);
    await input.setInputFiles({ name: 'logo.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') });
    await expect.poll(() => uploadErrorCodes(page)).toEqual([413, 415]);
    const shown = (await toasts(page)).map((toast) => toast.message);
    expect(shown).toEqual(
      expect.arrayContaining([
        'The file is too large (the limit is 20 MB).',
        'This file type is not supported. Use a PNG, JPG, JPEG or GIF image.',
      ]),
    );
    expect((await sentCommands(page)).some((command) => command.uri.startsWith('/upload-media-uri'))).toBe(
      false,
    );
  });

  test('a valid png is uploaded over HTTP, saved on the tenant and shown', async ({ page }) => {
    const { frame, card } = await openCard(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/fake-storage/media')) {
        uploads.push(`${request.headers()['content-type'] ?? ''} ${request.url()}`);
      }
    });
    await frame
      .getByTestId('contract-photo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng() });
    const photo = card.getByRole('img', { name: 'Contract photo' });
    await expect(photo).toHaveAttribute('src', /\/fake-storage\/media\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^image\/png http:\/\/127\.0\.0\.1:\d+\/fake-storage\/media\?upload=1$/);
    const src = await photo.getAttribute('src');
    const snapshot = await state(page);
    expect(snapshot.tenant.photoUri).toBe(src);
    expect(snapshot.currentTenant['photoUri']).toBe(src);
    const commands = await sentCommands(page);
    expect(commands).toContainEqual(
      expect.objectContaining({ method: 'get', uri: '/upload-media-uri?profile=HotPermanent' }),
    );
  });
});

test.describe('leave contract (spec 1 Leave contract flow)', () => {
  async function leave(page: Page, query: Record<string, string>) {
    const { card, lang } = await openCard(page, query);
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    await card.getByRole('button', { name: text(lang, 'tenant', 'leave.link') }).click();
    await expect.poll(async () => (await redirects(page)).length).toBe(1);
    return {
      redirect: (await redirects(page))[0]!.redirect,
      titles: (await alerts(page)).map((entry) => entry.alert.title),
    };
  }

  test("issue 35 §8: a portal that drops the leave alert: 'Leave contract' is usable again, and a new click asks again", async ({
    page,
  }) => {
    const { card, lang } = await openCard(page, { role: 'member' });
    const link = card.getByRole('button', { name: text(lang, 'tenant', 'leave.link') });
    await page.evaluate(() => window.simulator!.dropNext('showAlert'));
    await link.click();
    await expect(link).toBeDisabled();
    // Nothing shows and nothing answers; after the bounded wait the link is back.
    await expect(link).toBeEnabled({ timeout: PROMPT_LOCK_MS + 5_000 });
    expect(await alerts(page)).toEqual([]);
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    await link.click();
    await expect.poll(async () => (await redirects(page)).length).toBe(1);
    expect((await alerts(page)).map((entry) => entry.alert.title)).toEqual(['Leave this contract?']);
  });

  test('issue 35 §8: a leave alert answered after the link came back is still acted on', async ({ page }) => {
    const { card, lang } = await openCard(page, { role: 'member' });
    const link = card.getByRole('button', { name: text(lang, 'tenant', 'leave.link') });
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Leave this contract?' });
    await expect(dialog).toBeVisible();
    // A person reading the alert for a while: the module does not keep the link locked meanwhile.
    await expect(link).toBeEnabled({ timeout: PROMPT_LOCK_MS + 5_000 });
    await dialog.getByRole('button', { name: text(lang, 'tenant', 'leave.leave.confirm') }).click();
    await expect.poll(async () => (await redirects(page)).length).toBe(1);
    const snapshot = await state(page);
    expect(snapshot.members.some((member) => member.userIdentity === snapshot.loggedUser.identity)).toBe(
      false,
    );
  });

  test("scenario 'owner': no 'Leave contract' link for the owner", async ({ page }) => {
    const { card } = await openCard(page, { scenario: 'owner' });
    await expect(card.getByText('Contract URL')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Leave contract' })).toHaveCount(0);
  });

  test("scenario 'bot-owner': 'Oops… you cannot leave this contract', confirm → the application list", async ({
    page,
  }) => {
    const { redirect, titles } = await leave(page, { scenario: 'bot-owner' });
    expect(titles).toEqual(['Oops… you cannot leave this contract']);
    expect(redirect).toEqual({ kind: 'applicationList' });
    expect((await sentCommands(page)).some((command) => command.method === 'delete')).toBe(false);
  });

  test("scenario 'only-contract': its alert, confirm → removed, then the portal's create-contract page", async ({
    page,
  }) => {
    const { redirect, titles } = await leave(page, { scenario: 'only-contract' });
    expect(titles).toEqual(['Leave your only contract?']);
    expect(redirect).toEqual({
      kind: 'topWindow',
      url: 'https://portal.blip.ai/application/tenant/create?leaveContract=true',
    });
    const after = await state(page);
    expect(after.members.some((member) => member.userIdentity === after.loggedUser.identity)).toBe(false);
  });

  test('scenario default: the leave alert, confirm → removed, then the last used other tenant', async ({
    page,
  }) => {
    const { redirect, titles } = await leave(page, { scenario: 'default', role: 'member' });
    const snapshot = await state(page);
    expect(titles).toEqual(['Leave this contract?']);
    expect(redirect).toEqual({
      kind: 'topWindow',
      url: `https://${snapshot.otherTenants[0]!.id}.blip.ai/application?leaveContract=true`,
    });
    const deletes = (await sentCommands(page)).filter((command) => command.method === 'delete');
    expect(deletes.map((command) => command.uri)).toEqual([
      `/tenants/${snapshot.tenant.id}/users/${snapshot.loggedUser.identity}`,
    ]);
  });

  test("scenario 'corrupt-last-used': falls back to another tenant of the list, without an error", async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const { redirect } = await leave(page, { scenario: 'corrupt-last-used' });
    const snapshot = await state(page);
    expect(redirect).toEqual({
      kind: 'topWindow',
      url: `https://${snapshot.otherTenants[0]!.id}.blip.ai/?leaveContract=true`,
    });
    expect((await toasts(page)).filter((toast) => toast.type === 'danger')).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('cancelling keeps the user in the contract and redirects nowhere', async ({ page }) => {
    const { card } = await openCard(page);
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(false));
    await card.getByRole('button', { name: 'Leave contract' }).click();
    await expect.poll(async () => (await alerts(page)).map((entry) => entry.answer)).toEqual([false]);
    expect(await redirects(page)).toEqual([]);
    expect((await sentCommands(page)).some((command) => command.method === 'delete')).toBe(false);
  });
});

test.describe('copy icons and languages (spec 1 Contract card)', () => {
  for (const [lang, toastText] of [
    ['en', 'Text coppied to clipboard!'],
    ['pt', 'Texto copiado com sucesso!'],
    ['es', '¡Texto copiado con éxito!'],
  ] as const) {
    test(`copying the ID shows '${toastText}' in ${lang}`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { card } = await openCard(page, { lang });
      await card.getByRole('button', { name: text(lang, 'tenant', 'card.copyId') }).click();
      await expect.poll(async () => (await toasts(page)).map((toast) => toast.message)).toContain(toastText);
      await expect(card.getByText(text(lang, 'tenant', 'card.creationDate'))).toBeVisible();
    });
  }
});

test.describe("'Members' count at a real portal's latency (issue 34 §1, §2)", () => {
  for (const lang of ['pt', 'en', 'es'] as const) {
    test(`issue 34 §2: the home shows before the members are counted; the card says so, then the count (${lang})`, async ({
      page,
    }) => {
      const { frame, card } = await openCard(page, {
        lang,
        members: '3000',
        latency: '150',
        hostLatency: '150',
      });
      // The home's cards are there while the members are still being paged.
      await expect(
        frame.getByRole('link', { name: text(lang, 'home', 'cards.members.title'), exact: true }),
      ).toBeVisible();
      const label = card.getByText(text(lang, 'tenant', 'card.members'), { exact: true });
      const value = label.locator('xpath=following-sibling::dd[1]');
      const counting = card.locator('[data-load-progress]');
      await expect(counting).toHaveText(text(lang, 'tenant', 'card.membersCounting'));
      const members = (await state(page)).members.filter(
        (member) => member.userStatus === 'Accepted' || member.userStatus === 'PendingUser',
      ).length;
      await expect(value).toHaveText(String(members), { timeout: 30_000 });
      await expect(frame.locator('[data-load-progress]')).toHaveCount(0);
    });
  }
});

test.describe("'Members' count follows the members list (issue 37 §2)", () => {
  for (const lang of ['en', 'pt'] as const) {
    test(`issue 37 §2 (spec 1 §2 Contract card): in ${lang}, back on the home right after a delete, an approval or an invite the card shows the new count`, async ({
      page,
    }) => {
      // Each command takes a while, so Back is clicked before the list reloads after it.
      const { frame, card } = await openCard(page, { lang, latency: '300' });
      const members = (key: string, name = '') => text(lang, 'members', key).replace('{{name}}', name);
      const count = card
        .getByText(text(lang, 'tenant', 'card.members'), { exact: true })
        .locator('xpath=following-sibling::dd[1]');
      const backendCount = async () =>
        String(
          (await state(page)).members.filter(
            (member) => member.userStatus === 'Accepted' || member.userStatus === 'PendingUser',
          ).length,
        );
      const openMembersPage = async () => {
        await frame
          .getByRole('link', { name: text(lang, 'home', 'cards.members.title'), exact: true })
          .click();
        await expect(frame.getByRole('table', { name: members('caption.members') })).toBeVisible();
      };
      const backHome = async () => {
        await frame.getByRole('link', { name: text(lang, 'shell', 'header.back') }).click();
        await expect(card).toBeVisible();
      };
      const before = await backendCount();
      await expect(count).toHaveText(before, { timeout: 30_000 });

      await openMembersPage();
      const snapshot = await state(page);
      const target = snapshot.members.find(
        (member) =>
          member.userStatus === 'Accepted' &&
          member.userIdentity !== snapshot.loggedUser.identity &&
          member.userIdentity !== snapshot.tenant.ownerIdentity,
      )!;
      await frame
        .getByRole('checkbox', { name: text(lang, 'ui', 'selectRow').replace('{{name}}', target.fullName) })
        .check();
      await frame.getByRole('button', { name: members('delete.trigger') }).click();
      await frame
        .getByRole('dialog', { name: members('delete.question') })
        .getByRole('button', { name: members('delete.confirm') })
        .click();
      await backHome();
      await expect.poll(backendCount).toBe(String(Number(before) - 1));
      await expect(count).toHaveText(String(Number(before) - 1));

      await openMembersPage();
      await frame.getByRole('tab', { name: new RegExp(`^${members('tabs.pending')}`) }).click();
      const request = snapshot.members.find((member) => member.userStatus === 'PendingTenant')!;
      await frame.getByRole('button', { name: members('pending.acceptNamed', request.fullName) }).click();
      await backHome();
      await expect.poll(backendCount).toBe(before);
      await expect(count).toHaveText(before);

      await openMembersPage();
      await page.evaluate(() =>
        window.simulator!.setNextModalResult({
          confirmed: true,
          data: { emails: ['issue37.invitee@acme.com'], roleId: 'member' },
        }),
      );
      await frame.getByRole('button', { name: members('invite') }).click();
      await expect.poll(backendCount).toBe(String(Number(before) + 1));
      await backHome();
      await expect(count).toHaveText(String(Number(before) + 1), { timeout: 30_000 });
    });
  }
});
