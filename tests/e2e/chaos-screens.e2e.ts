import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import {
  backend,
  bodyRows,
  bots,
  botWithCallsNotSet,
  calls,
  copilot,
  fill,
  sortedBots,
} from './bots.helpers';
import {
  afterAction,
  applyMode,
  calm,
  expectNoErrors,
  openChaos,
  settled,
  WITH_LATE_REPLY,
  type Mode,
} from './chaos.helpers';
import { text } from './simulator.helpers';

/**
 * Issue 13 §1 (the other screens): Copilot's and Calls' bot switches, an mTLS certificate's
 * deletion and a knowledge-base document's deactivation, under every fault mode. After each action
 * the page shows what the backend holds (read from `window.simulator`), no uncaught error or
 * unhandled rejection happened, and the bridge has nothing pending.
 */

/** The action is over and the network calm again; a list that failed to load is asked again. */
async function afterChaos(page: Page, frame: FrameLocator, mode: Mode, retry: string): Promise<void> {
  await afterAction(page, mode);
  await settled(page, mode);
  await calm(page);
  const again = frame.getByRole('button', { name: retry, exact: true });
  if (await again.isVisible()) {
    await again.click();
    await settled(page);
  }
}

for (const mode of WITH_LATE_REPLY) {
  test(`issue 13 §1: switching Copilot on a bot under '${mode}' — the switch matches the backend`, async ({
    page,
  }) => {
    const { frame, pageErrors } = await openChaos(page, '/copilot', { scenario: 'copilot-new' });
    await expect(
      frame.getByRole('table', { name: copilot('en', 'bots.caption'), exact: true }),
    ).toBeVisible();
    await settled(page);
    const [bot] = sortedBots((await backend(page)).bots).filter((candidate) => candidate.hasPermission);
    const toggle = frame.getByRole('switch', {
      name: fill(copilot('en', 'bots.switchLabel'), { name: bot!.name }),
      exact: true,
    });
    await expect(toggle).not.toBeChecked();
    await applyMode(page, mode);
    await toggle.focus();
    await toggle.press('Space');
    await afterChaos(page, frame, mode, copilot('en', 'retry'));
    const stored = (await backend(page)).copilot[bot!.shortName] === 'True';
    if (stored) await expect(toggle).toBeChecked();
    else await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    await expectNoErrors(page, pageErrors);
  });

  test(`issue 13 §1: enabling Calls on a bot under '${mode}' — the Enable/Disable pair matches the backend`, async ({
    page,
  }) => {
    const { frame, pageErrors } = await openChaos(page, '/calls');
    const caption = calls('en', 'bots.caption');
    await expect(frame.getByRole('table', { name: caption, exact: true })).toBeVisible();
    await settled(page);
    await frame.getByLabel(calls('en', 'bots.pageSize'), { exact: true }).selectOption('50');
    const state = await backend(page);
    const bot = botWithCallsNotSet(state);
    const group = bodyRows(frame, caption).getByRole('group', {
      name: fill(calls('en', 'bots.callsLabel'), { name: bot.name }),
      exact: true,
    });
    const enable = group.getByRole('button', { name: bots('en', 'enable'), exact: true });
    await expect(enable).toHaveAttribute('aria-pressed', 'false');
    await applyMode(page, mode);
    await enable.click();
    await afterChaos(page, frame, mode, calls('en', 'retry'));
    // A reloaded page starts again on its first 5 bots.
    await frame.getByLabel(calls('en', 'bots.pageSize'), { exact: true }).selectOption('50');
    const status = (await backend(page)).phoneNumberSettings[bot.shortName]?.calling.status;
    await expect(enable).toHaveAttribute('aria-pressed', String(status === 'ENABLED'));
    await expect(enable).toBeEnabled();
    await expectNoErrors(page, pageErrors);
  });

  test(`issue 13 §1: deleting an mTLS certificate under '${mode}' — the table matches the backend`, async ({
    page,
  }) => {
    const mtls = (key: string) => text('en', 'mtls', key);
    const { frame, pageErrors } = await openChaos(page, '/mtls');
    await expect(frame.getByRole('table', { name: mtls('table.title') })).toBeVisible();
    await settled(page);
    const target = 'Legacy CRM';
    await page.evaluate(() => window.simulator!.setNextAlertAnswer(true));
    await applyMode(page, mode);
    await frame
      .getByRole('button', { name: fill(mtls('table.deleteCertificate'), { description: target }) })
      .click();
    await afterChaos(page, frame, mode, mtls('table.retry'));
    const stored = (await backend(page)).certificates.some(
      (certificate) => certificate.description === target,
    );
    await expect(frame.getByRole('row').filter({ hasText: target })).toHaveCount(stored ? 1 : 0);
    await expectNoErrors(page, pageErrors);
  });
}

for (const mode of WITH_LATE_REPLY) {
  test(`issue 13 §1: deactivating a knowledge-base document under '${mode}' — its badge matches the backend`, async ({
    page,
  }) => {
    const kb = (key: string) => text('en', 'knowledgeBase', key);
    const { frame, pageErrors } = await openChaos(page, '/');
    await expect.poll(async () => (await backend(page)).catalogs.length).toBeGreaterThan(0);
    const state = await backend(page);
    const document = state.documents.find(
      (candidate) =>
        candidate.status === 'active' && state.catalogs.some((c) => c.id === candidate.catalogId),
    )!;
    await page.goto(
      `/?${new URLSearchParams({ lang: 'en', route: `/knowledge-base/${document.catalogId}/documents`, flags: 'all' })}`,
    );
    const table = frame.getByRole('table', { name: kb('documents.caption') });
    await expect(table).toBeVisible();
    const badge = table.locator('tbody tr').filter({ hasText: document.name }).locator('[data-sync-status]');
    await expect(badge).toHaveText(kb('documents.status.active'));
    await settled(page);
    await applyMode(page, mode);
    await frame
      .getByRole('button', { name: fill(kb('documents.menu.label'), { name: document.name }) })
      .click();
    await frame.getByRole('menuitem', { name: kb('documents.menu.deactivate'), exact: true }).click();
    await afterChaos(page, frame, mode, kb('error.retry'));
    const stored = (await backend(page)).documents.find((candidate) => candidate.id === document.id)!.status;
    await expect(badge).toHaveText(kb(`documents.status.${stored}`));
    await expectNoErrors(page, pageErrors);
  });
}
