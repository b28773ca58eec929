import { expect, type FrameLocator, type Page } from '@playwright/test';
import {
  bots,
  copilot,
  expectAllBotsRead,
  expectToast,
  fill,
  openRoute,
  sortedBots,
  test,
  type BotRecord,
} from './bots.helpers';
import { editableMembers, m, openMembers } from './members.helpers';
import { backend, text, type Lang } from './simulator.helpers';

/** Issue 38 §2: Undo after a reversible bulk change, in the module's in-page bar. */
const undoText = (lang: Lang, key: string) => text(lang, 'undo', key);

function undoBar(frame: FrameLocator) {
  return {
    status: frame.locator('.undo-bar [role="status"]'),
    button: (lang: Lang, key: 'undo' | 'close') =>
      frame.locator('.undo-bar').getByRole('button', { name: undoText(lang, key), exact: true }),
  };
}

async function openCopilotBots(page: Page, lang: Lang): Promise<FrameLocator> {
  const frame = await openRoute(page, '/copilot', lang, { flags: 'all' });
  await expect(frame.getByRole('table', { name: copilot(lang, 'bots.caption'), exact: true })).toBeVisible();
  await expectAllBotsRead(frame);
  return frame;
}

/** Permitted bots with copilot off, in the page's order: the first page's rows. */
async function copilotOffBots(page: Page, count: number): Promise<BotRecord[]> {
  const state = await backend(page);
  const off = sortedBots(state.bots)
    .slice(0, 5)
    .filter((bot) => bot.hasPermission && state.copilot[bot.shortName] !== 'True');
  expect(off.length).toBeGreaterThanOrEqual(count);
  return off.slice(0, count);
}

async function copilotOn(page: Page, targets: readonly BotRecord[]): Promise<boolean[]> {
  const state = await backend(page);
  return targets.map((bot) => state.copilot[bot.shortName] === 'True');
}

async function enableInBulk(frame: FrameLocator, lang: Lang, targets: readonly BotRecord[]): Promise<void> {
  for (const bot of targets)
    await frame
      .getByRole('checkbox', { name: fill(bots(lang, 'selectBot'), { name: bot.name }), exact: true })
      .check();
  await frame.getByRole('button', { name: bots(lang, 'enableSelected'), exact: true }).click();
}

for (const lang of ['pt', 'en', 'es'] as const) {
  test(`issue 38 §2: members' bulk role change → Undo → each member has its own role again (${lang})`, async ({
    page,
  }) => {
    const frame = await openMembers(page, { lang });
    const state = await backend(page);
    // Two roles among the targets: the undo sends one command per previous role.
    const guest = editableMembers(state).find((member) => member.roleId === 'guest');
    const editor = editableMembers(state).find((member) => member.roleId === 'member');
    expect(guest && editor).toBeTruthy();
    const targets = [guest!, editor!];
    for (const target of targets)
      await frame
        .getByRole('checkbox', { name: fill(text(lang, 'ui', 'selectRow'), { name: target.fullName }) })
        .check();
    await frame.getByRole('button', { name: m('edit.trigger', lang) }).click();
    await frame.getByRole('radio', { name: text(lang, 'access', 'roles.admin.label') }).check();
    await frame.getByRole('button', { name: m('edit.apply', lang) }).click();
    const bar = undoBar(frame);
    await expect(bar.status).toHaveText(fill(undoText(lang, 'offer.roles_other'), { count: 2 }));
    await expect
      .poll(async () =>
        (await backend(page)).members
          .filter((member) => targets.some((target) => target.userIdentity === member.userIdentity))
          .map((member) => member.roleId),
      )
      .toEqual(['admin', 'admin']);

    await bar.button(lang, 'undo').click();
    await expect(bar.status).toHaveText(undoText(lang, 'restored'));
    const after = await backend(page);
    for (const target of targets)
      expect(after.members.find((member) => member.userIdentity === target.userIdentity)?.roleId).toBe(
        target.roleId,
      );
    await expect(bar.button(lang, 'close')).toBeFocused();
  });

  test(`issue 38 §2: Copilot 'Enable Selected' → Undo → the bots are off again (${lang})`, async ({
    page,
  }) => {
    const frame = await openCopilotBots(page, lang);
    const targets = await copilotOffBots(page, 3);
    await enableInBulk(frame, lang, targets);
    await expectToast(page, 'success', copilot(lang, 'toasts.enabled'));
    const bar = undoBar(frame);
    await expect(bar.status).toHaveText(fill(undoText(lang, 'offer.botsEnabled_other'), { count: 3 }));
    expect(await copilotOn(page, targets)).toEqual([true, true, true]);

    // Keyboard: the Undo button is reached by Tab and pressed with Enter.
    await bar.button(lang, 'undo').focus();
    await page.keyboard.press('Enter');
    await expect(bar.status).toHaveText(undoText(lang, 'restored'));
    expect(await copilotOn(page, targets)).toEqual([false, false, false]);
    for (const bot of targets)
      await expect(
        frame.getByRole('switch', {
          name: fill(copilot(lang, 'bots.switchLabel'), { name: bot.name }),
          exact: true,
        }),
      ).not.toBeChecked();
  });

  test(`issue 38 §2: an undo where one bot fails names exactly that bot (${lang})`, async ({
    page,
    errors,
  }) => {
    errors.expect(/Simulated failure \(failUriContaining\)|Undo of a bulk bot change failed/);
    const frame = await openCopilotBots(page, lang);
    const targets = await copilotOffBots(page, 2);
    const [kept, failing] = targets as [BotRecord, BotRecord];
    await enableInBulk(frame, lang, targets);
    const bar = undoBar(frame);
    await expect(bar.status).toHaveText(fill(undoText(lang, 'offer.botsEnabled_other'), { count: 2 }));
    // The pointer on the bar holds its clock while the fault is set up.
    await bar.status.hover();
    // The bulk form addresses the bot as `caller=<bot>@<domain>`: only this bot's command fails.
    await page.evaluate(
      (part) => window.simulator!.setFaults({ failUriContaining: part }),
      `caller=${encodeURIComponent(failing.shortName)}%40`,
    );
    await bar.button(lang, 'undo').click();
    await expect(bar.status).toHaveText(fill(undoText(lang, 'notRestored'), { names: failing.name }));
    expect(await copilotOn(page, [kept, failing])).toEqual([false, true]);
    // A partial undo stays until closed.
    await page.waitForTimeout(9_000);
    await expect(bar.status).toHaveText(fill(undoText(lang, 'notRestored'), { names: failing.name }));
    await page.evaluate(() => window.simulator!.setFaults({ failUriContaining: undefined }));
    await bar.button(lang, 'close').press('Escape');
    await expect(bar.status).toHaveText('');
  });

  test(`issue 38 §2: the agents' switch → Undo → the agent is triggerable again (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/?${new URLSearchParams({ lang, route: '/agent' }).toString()}`);
    const frame = page.frameLocator('iframe');
    // The first row whose switch is on: disabling asks nothing first (spec 1 §9 warns on enabling).
    const line = frame
      .getByRole('row')
      .filter({ has: frame.getByRole('switch', { checked: true }) })
      .first();
    await expect(line).toBeVisible();
    const rowText = (await line.textContent()) ?? '';
    const agent = (await backend(page)).agents.find(
      (candidate) => candidate.isEnabled && rowText.includes(candidate.email),
    );
    expect(agent, 'an enabled agent on the first rows').toBeTruthy();
    const toggle = line.getByRole('switch');
    await toggle.focus();
    await toggle.press('Space');
    await expectToast(page, 'success', text(lang, 'agents', 'toasts.disabled'));
    const bar = undoBar(frame);
    await expect(bar.status).toHaveText(
      fill(undoText(lang, 'offer.agentDisabled'), { name: agent!.fullName }),
    );
    const enabled = async () =>
      (await backend(page)).agents.find((candidate) => candidate.userIdentity === agent!.userIdentity)
        ?.isEnabled;
    expect(await enabled()).toBe(false);

    await bar.button(lang, 'undo').click();
    await expect(bar.status).toHaveText(undoText(lang, 'restored'));
    expect(await enabled()).toBe(true);
    await expect(toggle).toBeChecked();
  });

  test(`issue 38 §2: a delete shows no Undo (${lang})`, async ({ page }) => {
    const frame = await openMembers(page, { lang });
    const target = editableMembers(await backend(page))[0]!;
    await frame
      .getByRole('checkbox', { name: fill(text(lang, 'ui', 'selectRow'), { name: target.fullName }) })
      .check();
    await frame.getByRole('button', { name: m('delete.trigger', lang) }).click();
    await frame
      .getByRole('dialog', { name: m('delete.question', lang) })
      .getByRole('button', { name: m('delete.confirm', lang) })
      .click();
    await expectToast(page, 'success', m('messages.deleted', lang));
    await expect
      .poll(async () =>
        (await backend(page)).members.some((member) => member.userIdentity === target.userIdentity),
      )
      .toBe(false);
    await expect(undoBar(frame).status).toHaveText('');
    await expect(frame.locator('.undo-bar').getByRole('button')).toHaveCount(0);
  });
}
