import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { text, type Lang } from './simulator.helpers';

const t = (lang: Lang, key: string) => text(lang, 'agents', key);

interface AgentState {
  readonly userIdentity: string;
  readonly email: string;
  readonly fullName: string;
  readonly isEnabled: boolean;
  readonly ticketsThisMonth: number;
  readonly applications: string[];
}

/** The month names of spec 1 §9, as the warning must show them. */
const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  pt: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};
/** 119.9, the Agent item's additionalItemValue of the seeded plan, with each language's separators. */
const AMOUNT: Record<Lang, string> = { en: 'R$ 119.90', pt: 'R$ 119,90', es: 'R$ 119,90' };

/** Opens the simulator straight on /agent and waits for the agent table. */
async function openAgents(
  page: Page,
  lang: Lang = 'en',
  query: Record<string, string> = {},
): Promise<FrameLocator> {
  await page.goto(`/?${new URLSearchParams({ lang, route: '/agent', ...query }).toString()}`);
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('region', { name: t(lang, 'list.caption'), exact: true })).toBeVisible();
  return frame;
}

async function agents(page: Page): Promise<AgentState[]> {
  return page.evaluate(() => window.simulator!.state().agents as unknown as AgentState[]);
}

async function toastMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => window.simulator!.toasts().map((toast) => toast.message));
}

async function agentCommands(page: Page, uriPart: string): Promise<unknown[]> {
  const log = await page.evaluate(() => window.simulator!.protocol());
  return log.filter((entry) => {
    if (entry.direction !== 'in' || entry.action !== 'sendCommand') return false;
    const command = (entry.payload as { message?: { content?: { command?: { uri?: string } } } }).message
      ?.content?.command;
    return typeof command?.uri === 'string' && command.uri.includes(uriPart);
  });
}

/** Rows are found by e-mail: names repeat in the seeded data, e-mails never do. */
function row(frame: FrameLocator, email: string): Locator {
  return frame.getByRole('row').filter({ has: frame.getByText(email, { exact: true }) });
}

/** Brings a row to the middle of the table's scrolling body, clear of the sticky header. */
async function centre(line: Locator): Promise<void> {
  await line.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** A person's click on the switch (its visible track, inside the label). */
async function clickSwitch(line: Locator): Promise<void> {
  await centre(line);
  await line.locator('label.ui-switch').click();
}

/** The keyboard way: focus the switch and press Space. */
async function pressSwitch(line: Locator): Promise<void> {
  const toggle = line.getByRole('switch');
  await toggle.focus();
  await toggle.press('Space');
}

for (const lang of ['en', 'pt', 'es'] as const) {
  test(`spec 1 §9: at the limit, enabling a non-triggered agent warns with the 'R$ ' amount and the month name (${lang})`, async ({
    page,
  }) => {
    const frame = await openAgents(page, lang, { scenario: 'agents-at-limit' });
    const idle = (await agents(page)).find((agent) => !agent.isEnabled && agent.ticketsThisMonth === 0)!;
    const line = row(frame, idle.email);
    const toggle = line.getByRole('switch');
    await expect(toggle).not.toBeChecked();
    await pressSwitch(line);
    const dialog = page.getByRole('dialog', { name: t(lang, 'limitWarning.title') });
    await expect(dialog).toBeVisible();
    const month = MONTHS[lang][new Date().getUTCMonth()]!;
    const body = t(lang, 'limitWarning.body')
      .replace('{{additionalItemValue}}', AMOUNT[lang])
      .replace('{{month}}', month);
    await expect(dialog.getByText(body)).toBeVisible();
    await dialog.getByRole('button', { name: t(lang, 'limitWarning.cancel') }).click();
    // Cancel leaves it off: the switch is back and nothing was sent.
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    expect(await agentCommands(page, 'agents-is-enabled')).toEqual([]);
  });
}

test('spec 1 §9: confirming the warning enables the agent', async ({ page }) => {
  const frame = await openAgents(page, 'en', { scenario: 'agents-at-limit' });
  const idle = (await agents(page)).find((agent) => !agent.isEnabled && agent.ticketsThisMonth === 0)!;
  const line = row(frame, idle.email);
  const toggle = line.getByRole('switch');
  await clickSwitch(line);
  await page
    .getByRole('dialog', { name: t('en', 'limitWarning.title') })
    .getByRole('button', { name: t('en', 'limitWarning.confirm') })
    .click();
  await expect(toggle).toBeChecked();
  await expect.poll(() => toastMessages(page)).toContain(t('en', 'toasts.enabled'));
  expect((await agents(page)).find((agent) => agent.userIdentity === idle.userIdentity)?.isEnabled).toBe(
    true,
  );
});

test("spec 1 §4, §8: a failing enable reverts the switch and shows 'Failed to enable agent to trigger'", async ({
  page,
}) => {
  const frame = await openAgents(page, 'en');
  const idle = (await agents(page)).find((agent) => agent.ticketsThisMonth === 0)!;
  const line = row(frame, idle.email);
  const toggle = line.getByRole('switch');
  if (idle.isEnabled) {
    await clickSwitch(line);
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
  }
  // A targeted fault after the load: every command from now on fails.
  await page.evaluate(() => window.simulator!.setFaults({ failRate: 1 }));
  await clickSwitch(line);
  await expect.poll(() => toastMessages(page)).toContain(t('en', 'toasts.enableFailed'));
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  await expect(page.getByRole('alert').filter({ hasText: t('en', 'toasts.enableFailed') })).toBeVisible();
  expect((await agents(page)).find((agent) => agent.userIdentity === idle.userIdentity)?.isEnabled).toBe(
    false,
  );
});

test("issue 35 §1: the desk's owners lookup failing, a switch leaves the agent's bots as they are in the backend", async ({
  page,
}) => {
  await openAgents(page, 'en');
  const withBots = (await agents(page)).find((agent) => agent.isEnabled && agent.applications.length > 0)!;
  // The desk fails every owners lookup from now on; the portal reloads the frame on the same page.
  await page.evaluate(() => window.simulator!.setFaults({ failUriContaining: '/owners' }));
  await page.evaluate(() => window.simulator!.reloadFrame());
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('region', { name: t('en', 'list.caption'), exact: true })).toBeVisible();
  const line = row(frame, withBots.email);
  await centre(line);
  // No bots from the desk: the row shows none.
  await expect(line).toContainText('—');
  await clickSwitch(line);
  await expect.poll(() => toastMessages(page)).toContain(t('en', 'toasts.disabled'));
  await expect(line.getByRole('switch')).not.toBeChecked();
  const after = (await agents(page)).find((agent) => agent.userIdentity === withBots.userIdentity)!;
  expect(after).toMatchObject({ isEnabled: false, applications: withBots.applications });
});

test("spec 1 §4: a triggered agent's delete offers the non-triggerable path instead", async ({ page }) => {
  const frame = await openAgents(page, 'en');
  const busy = (await agents(page)).find(
    (agent) => agent.ticketsThisMonth > 0 && agent.isEnabled && agent.applications.length > 0,
  )!;
  const line = row(frame, busy.email);
  await line
    .getByRole('button', { name: text('en', 'agents', 'deleteLabel').replace('{{name}}', busy.fullName) })
    .click();
  const dialog = page.getByRole('dialog', { name: t('en', 'triggeredAlert.title') });
  await expect(
    dialog.getByText(t('en', 'triggeredAlert.body').replace('{{name}}', busy.fullName)),
  ).toBeVisible();
  await dialog.getByRole('button', { name: t('en', 'triggeredAlert.confirm') }).click();
  await expect.poll(() => toastMessages(page)).toContain(t('en', 'toasts.disabled'));
  await expect(line.getByRole('switch')).not.toBeChecked();
  await expect(line).toContainText('—');
  const after = (await agents(page)).find((agent) => agent.userIdentity === busy.userIdentity)!;
  expect(after).toMatchObject({ isEnabled: false, applications: [] });
  const commands = (await agentCommands(page, '/agents/')) as {
    payload: { message: { content: { command: { method: string } } } };
  }[];
  expect(commands.filter((entry) => entry.payload.message.content.command.method === 'delete')).toEqual([]);
});

test('spec 1 §4: a non-triggered agent is deleted after confirmation', async ({ page }) => {
  const frame = await openAgents(page, 'en');
  const idle = (await agents(page)).find((agent) => agent.ticketsThisMonth === 0)!;
  await row(frame, idle.email)
    .getByRole('button', { name: text('en', 'agents', 'deleteLabel').replace('{{name}}', idle.fullName) })
    .click();
  const dialog = page.getByRole('dialog', { name: t('en', 'deleteAlert.title') });
  await dialog.getByRole('button', { name: t('en', 'deleteAlert.confirm') }).click();
  await expect.poll(() => toastMessages(page)).toContain(t('en', 'toasts.deleted'));
  await expect(row(frame, idle.email)).toHaveCount(0);
  expect((await agents(page)).some((agent) => agent.userIdentity === idle.userIdentity)).toBe(false);
  const [deleteCommand] = (await agentCommands(page, `/agents/${encodeURIComponent(idle.email)}@`)) as {
    payload: { message: { content: { command: { method: string } } } };
  }[];
  expect(deleteCommand?.payload.message.content.command.method).toBe('delete');
});

test("spec 1 §2, §5: 'Add agent' opens the portal's modal (blank and invalid lists blocked); the new agent is listed", async ({
  page,
}) => {
  const frame = await openAgents(page, 'en');
  await frame.getByRole('button', { name: t('en', 'list.add') }).click();
  const modal = page.getByRole('dialog', { name: 'Add agents' });
  const submit = modal.getByRole('button', { name: 'Add agents' });
  await expect(submit).toBeDisabled();
  const field = modal.getByRole('textbox', { name: 'Agent email addresses' });
  await field.fill('nova.agente@acme.com, not-an-email');
  await submit.click();
  await expect(modal.getByText('Invalid email address format')).toBeVisible();
  await field.fill('nova.agente@acme.com');
  await submit.click();
  await expect.poll(() => toastMessages(page)).toContain(t('en', 'toasts.created'));
  await expect(row(frame, 'nova.agente@acme.com')).toBeVisible();
});

test("spec 1 §2 Header bar, §5: 'Consumption data' on /agent; the search filters after typing and clears", async ({
  page,
}) => {
  const frame = await openAgents(page, 'en');
  await expect(
    frame.getByRole('link', { name: text('en', 'shell', 'header.consumptionData') }),
  ).toHaveAttribute('href', '/module/agent-consumption');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/^Agents of /);
  const [first, second] = await agents(page);
  const search = frame.getByRole('searchbox', { name: t('en', 'list.searchPlaceholder') });
  await search.fill(first!.email);
  await expect(row(frame, second!.email)).toHaveCount(0);
  await expect(row(frame, first!.email)).toBeVisible();
  await expect(frame.getByRole('button', { name: t('en', 'list.add') })).toHaveCount(0);
  await search.fill('zzz-nobody');
  await expect(frame.getByText(t('en', 'empty.title'))).toBeVisible();
  await expect(frame.getByText(t('en', 'empty.description'))).toBeVisible();
  await frame.getByRole('button', { name: text('en', 'ui', 'clearSearch') }).click();
  await expect(row(frame, second!.email)).toBeVisible();
});

for (const lang of ['en', 'es'] as const) {
  test(`issue 37 §4 (spec 1 §5 Searches): in ${lang}, a space is searched as typed, as members are: 'Add agent' hides and the list answers that search`, async ({
    page,
  }) => {
    const frame = await openAgents(page, lang);
    const add = frame.getByRole('button', { name: t(lang, 'list.add') });
    await expect(add).toBeVisible();
    const search = frame.getByRole('searchbox', { name: t(lang, 'list.searchPlaceholder') });
    await search.fill(' ');
    await expect(add).toHaveCount(0);
    // A space finds the names holding one, as on Members: rows, not 'Agent not found :('.
    const spaced = (await agents(page)).filter((agent) => agent.fullName.includes(' ')).length;
    expect(spaced).toBeGreaterThan(0);
    await expect(frame.getByText(t(lang, 'empty.title'))).toHaveCount(0);
    const region = frame.getByRole('region', { name: t(lang, 'list.caption'), exact: true });
    await expect(region.getByRole('table')).toHaveAttribute('aria-rowcount', String(spaced + 1));
    await search.fill('  ');
    await expect(frame.getByText(t(lang, 'empty.title'))).toBeVisible();
    await expect(add).toHaveCount(0);
  });
}
