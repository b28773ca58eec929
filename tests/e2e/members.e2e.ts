import { expect, test } from '@playwright/test';
import {
  editableMembers,
  expectedMemberRows,
  expectToast,
  m,
  openMembers,
  rowsOf,
  setFailRate,
  shownMemberRows,
  toastMessages,
} from './members.helpers';
import { backend, text } from './simulator.helpers';

const SUCCESS = 'success';
const DANGER = 'danger';

test.describe('members page (issue 3: Members)', () => {
  test('spec 1 §2: role change of 3 selected members, applied to all of them', async ({ page }) => {
    const frame = await openMembers(page);
    const state = await backend(page);
    const targets = editableMembers(state)
      .filter((member) => member.roleId !== 'member')
      .slice(0, 3);
    expect(targets).toHaveLength(3);
    for (const target of targets)
      await frame.getByRole('checkbox', { name: `Select ${target.fullName}` }).check();
    await frame.getByRole('button', { name: m('edit.trigger') }).click();
    const panel = frame.getByRole('dialog', { name: 'Edit 3 member(s)' });
    await expect(panel.getByRole('button', { name: m('edit.apply') })).toBeDisabled();
    await panel.getByRole('radio', { name: 'Editor' }).check();
    await panel.getByRole('button', { name: m('edit.apply') }).click();
    await expectToast(page, SUCCESS, 'Member(s) successfully updated');
    const after = await backend(page);
    for (const target of targets) {
      expect(after.members.find((member) => member.userIdentity === target.userIdentity)?.roleId).toBe(
        'member',
      );
    }
    await expect.poll(() => shownMemberRows(frame)).toEqual(expectedMemberRows(after));
  });

  test("spec 1 §2: delete after 'Are you sure you want to delete these members?'", async ({ page }) => {
    const frame = await openMembers(page);
    const [target] = editableMembers(await backend(page));
    await frame.getByRole('checkbox', { name: `Select ${target!.fullName}` }).check();
    await frame.getByRole('button', { name: m('delete.trigger') }).click();
    const panel = frame.getByRole('dialog', { name: 'Are you sure you want to delete these members?' });
    await panel.getByRole('button', { name: m('delete.confirm') }).click();
    await expectToast(page, SUCCESS, 'Member(s) deleted(s)');
    const after = await backend(page);
    expect(after.members.some((member) => member.userIdentity === target!.userIdentity)).toBe(false);
    await expect.poll(() => shownMemberRows(frame)).toEqual(expectedMemberRows(after));
  });

  test("spec 1 §2: 'Invite' opens the host's InviteModal; after confirming the invitee shows ' (Pending)'", async ({
    page,
  }) => {
    const frame = await openMembers(page);
    await page.evaluate(() =>
      window.simulator!.setNextModalResult({
        confirmed: true,
        data: { emails: ['nova.pessoa@acme.com'], roleId: 'member' },
      }),
    );
    await frame.getByRole('button', { name: m('invite') }).click();
    await expect
      .poll(() => rowsOf(frame, m('caption.members')))
      .toContainEqual(['nova.pessoa@acme.com (Pending)', 'nova.pessoa@acme.com', 'Editor']);
    const modals = await page.evaluate(() => window.simulator!.modals());
    expect(modals.map((modal) => modal.template)).toEqual(['InviteModal']);
  });

  test('spec 1 §2/§4: accept and reject, single and bulk, with the singular and plural messages', async ({
    page,
  }) => {
    const frame = await openMembers(page, { members: '80' });
    const requests = (await backend(page)).members.filter((member) => member.userStatus === 'PendingTenant');
    expect(requests.length).toBeGreaterThanOrEqual(6);
    await frame.getByRole('tab', { name: new RegExp(`^${m('tabs.pending')}`) }).click();
    const table = frame.getByRole('table', { name: m('caption.pending') });
    const [one, two, three, four, five, six] = requests;

    await table.getByRole('button', { name: `Accept ${one!.fullName}` }).click();
    await expectToast(page, SUCCESS, 'Member successfully approved!');

    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    await table.getByRole('button', { name: `Delete ${two!.fullName}` }).click();
    await expectToast(page, SUCCESS, 'Member successfully rejected!');
    const alerts = await page.evaluate(() => window.simulator!.alerts());
    expect(alerts[0]?.alert).toMatchObject({
      confirm: 'Reject',
      cancel: 'Go back',
      title: 'Reject this request?',
    });
    expect(alerts[0]?.alert.body).toContain(two!.email);

    for (const member of [three, four])
      await table.getByRole('checkbox', { name: `Select ${member!.fullName}` }).check();
    await frame
      .locator('.ui-table__selection-actions')
      .getByRole('button', { name: m('pending.accept') })
      .click();
    await expectToast(page, SUCCESS, 'Members successfully approved!');

    for (const member of [five, six])
      await table.getByRole('checkbox', { name: `Select ${member!.fullName}` }).check();
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    await frame
      .locator('.ui-table__selection-actions')
      .getByRole('button', { name: m('pending.delete') })
      .click();
    await expectToast(page, SUCCESS, 'Members successfully rejected!');

    const after = await backend(page);
    const status = (identity: string) =>
      after.members.find((member) => member.userIdentity === identity)?.userStatus;
    expect([one, two, three, four, five, six].map((member) => status(member!.userIdentity))).toEqual([
      'Accepted',
      'Rejected',
      'Accepted',
      'Accepted',
      'Rejected',
      'Rejected',
    ]);
    const left = after.members
      .filter((member) => member.userStatus === 'PendingTenant')
      .map((member) => member.email);
    await expect
      .poll(async () => (await rowsOf(frame, m('caption.pending'))).map((cells) => cells[1]))
      .toEqual(left);
    await frame.getByRole('tab', { name: m('tabs.members') }).click();
    await expect.poll(() => shownMemberRows(frame)).toEqual(expectedMemberRows(after));
  });

  test('spec 1 §2/§5: the search filters by name (any case) or e-mail after the debounce', async ({
    page,
  }) => {
    const frame = await openMembers(page);
    const [target] = editableMembers(await backend(page));
    await frame.getByRole('button', { name: m('search.open') }).click();
    await frame.getByRole('searchbox', { name: m('search.label') }).fill(target!.fullName.toUpperCase());
    await expect
      .poll(async () => (await rowsOf(frame, m('caption.members'))).map((cells) => cells[1]))
      .toEqual([target!.email]);
    await frame.getByRole('searchbox').fill(target!.email.slice(0, 6));
    await expect
      .poll(async () =>
        (await rowsOf(frame, m('caption.members'))).every(
          (cells) =>
            (cells[1] ?? '').includes(target!.email.slice(0, 6)) ||
            (cells[0] ?? '').toLowerCase().includes(target!.email.slice(0, 6)),
        ),
      )
      .toBe(true);
  });

  test("spec 1 §8: every failure message, and the table shows the backend's real state afterwards", async ({
    page,
  }) => {
    const frame = await openMembers(page, { members: '80' });
    const state = await backend(page);
    const [first, second] = editableMembers(state);
    await frame.getByRole('checkbox', { name: `Select ${first!.fullName}` }).check();
    await frame.getByRole('checkbox', { name: `Select ${second!.fullName}` }).check();

    await setFailRate(page, 1);
    await frame.getByRole('button', { name: m('edit.trigger') }).click();
    await frame.getByRole('radio', { name: 'Admin' }).check();
    await frame.getByRole('button', { name: m('edit.apply') }).click();
    await expectToast(page, DANGER, 'Failed to update member(s)');
    await expectToast(page, DANGER, 'Failed to load members');

    await frame.getByRole('button', { name: m('delete.trigger') }).click();
    await frame
      .getByRole('dialog')
      .getByRole('button', { name: m('delete.confirm') })
      .click();
    await expectToast(page, DANGER, 'Failed to delete member(s)');
    expect(await shownMemberRows(frame)).toEqual(expectedMemberRows(await backend(page)));

    await frame.getByRole('tab', { name: new RegExp(`^${m('tabs.pending')}`) }).click();
    const table = frame.getByRole('table', { name: m('caption.pending') });
    const requests = state.members.filter((member) => member.userStatus === 'PendingTenant');
    await table.getByRole('button', { name: `Accept ${requests[0]!.fullName}` }).click();
    await expectToast(page, DANGER, 'Failed to approve member');
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    await table.getByRole('button', { name: `Delete ${requests[0]!.fullName}` }).click();
    await expectToast(page, DANGER, 'Failed to delete member');
    for (const member of requests.slice(0, 2))
      await table.getByRole('checkbox', { name: `Select ${member.fullName}` }).check();
    const bulk = frame.locator('.ui-table__selection-actions');
    await bulk.getByRole('button', { name: m('pending.accept') }).click();
    await expectToast(page, DANGER, 'Failed to approve member(s)');
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    await bulk.getByRole('button', { name: m('pending.delete') }).click();
    await expectToast(page, DANGER, 'Failed to delete member(s)');

    // Every command failed, so the backend is as it was, and so are both tables.
    const after = await backend(page);
    expect(after.members).toEqual(state.members);
    expect((await rowsOf(frame, m('caption.pending'))).map((cells) => cells[1])).toEqual(
      requests.map((r) => r.email),
    );
    await frame.getByRole('tab', { name: m('tabs.members') }).click();
    expect(await shownMemberRows(frame)).toEqual(expectedMemberRows(after));

    // The portal's InviteModal changes the platform itself; the reload after it fails.
    const failedLoads = async () =>
      (await toastMessages(page)).filter((t) => t === `${DANGER}: Failed to load members`).length;
    const before = await failedLoads();
    await page.evaluate(() =>
      window.simulator!.setNextModalResult({
        confirmed: true,
        data: { emails: ['late.invite@acme.com'], roleId: 'guest' },
      }),
    );
    await frame.getByRole('button', { name: m('invite') }).click();
    await expect.poll(failedLoads).toBe(before + 1);

    // Network back: the next reload shows exactly what the backend holds, the invitee included.
    await setFailRate(page, 0);
    await page.evaluate(() =>
      window.simulator!.setNextModalResult({ confirmed: true, data: { emails: [], roleId: 'guest' } }),
    );
    await frame.getByRole('button', { name: m('invite') }).click();
    await expect.poll(() => shownMemberRows(frame)).toEqual(expectedMemberRows(await backend(page)));
    expect((await rowsOf(frame, m('caption.members'))).map((cells) => cells[0])).toContain(
      'late.invite@acme.com (Pending)',
    );
  });

  for (const role of ['member', 'guest'] as const) {
    test(`spec 1 §6: a ${role} cannot open the members page (no tabs, no selection) and the host is told`, async ({
      page,
    }) => {
      await page.goto(`/?lang=en&role=${role}&route=/members`);
      const frame = page.frameLocator('iframe');
      await expect(frame.getByText(text('en', 'shell', 'breadcrumb.contractPanel')).first()).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => window.simulator!.unauthorized().map((entry) => entry.path)))
        .toContain('/members');
      await expect(frame.getByRole('tablist')).toHaveCount(0);
      await expect(frame.getByRole('table', { name: m('caption.members') })).toHaveCount(0);
    });
  }

  test('spec 1 §1: the page in Portuguese and Spanish', async ({ page }) => {
    let frame = await openMembers(page, { lang: 'pt' });
    const name = (await backend(page)).tenant.name;
    await expect(frame.getByRole('heading', { level: 1, name: `Membros de ${name}` })).toBeVisible();
    await expect(frame.getByRole('button', { name: 'Convidar' })).toBeVisible();
    frame = await openMembers(page, { lang: 'es' });
    await expect(frame.getByRole('heading', { level: 1, name: `Miembros de ${name}` })).toBeVisible();
    await expect(frame.getByRole('tab', { name: /^Pendientes/ })).toBeVisible();
  });
});

test.describe("members page at a real portal's latency (issue 34 §4)", () => {
  test('issue 34 §4: a progress line of the members so far shows with the first rows and goes away once all are listed', async ({
    page,
  }) => {
    const frame = await openMembers(page, { members: '3000', latency: '150', hostLatency: '150' });
    const progress = frame.locator('[data-load-progress]');
    await expect(progress).toHaveText(/^Loading members: [\d,]+ so far…$/);
    await expect(frame.getByRole('tab', { name: /^Pending \d+\+$/ })).toBeVisible();
    await expect(progress).toHaveCount(0, { timeout: 30_000 });
    const state = await backend(page);
    const pending = state.members.filter((member) => member.userStatus === 'PendingTenant').length;
    await expect(frame.getByRole('tab', { name: `Pending ${pending}` })).toBeVisible();
    // Every member listed (the table is virtualized: its row count, not its rows in the DOM).
    const table = frame.getByRole('table', { name: m('caption.members') });
    await expect(table).toHaveAttribute('aria-rowcount', String(expectedMemberRows(state).length + 1));
  });
});
