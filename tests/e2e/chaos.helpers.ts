import { expect, type FrameLocator, type Page } from '@playwright/test';
import { moduleFrame } from './members.helpers';

/**
 * Issue 13 §1: the simulator's fault modes, and what every chaos test checks after an action:
 * nothing waits for the host, no uncaught error or unhandled rejection happened in the module.
 */
export type Mode =
  | 'no reply'
  | 'reply after the timeout'
  | 'error reply'
  | '20 % random failure'
  | 'latency 2 s'
  | 'duplicate reply'
  | 'malformed reply'
  | 'host reload mid-action';

/** The module's host timeout in these tests, so that an unanswered request ends within the test. */
const HOST_TIMEOUT_MS = 2500;

export const MODES: readonly Mode[] = [
  'no reply',
  'error reply',
  '20 % random failure',
  'latency 2 s',
  'duplicate reply',
  'malformed reply',
  'host reload mid-action',
];

/**
 * Every mode, and a save the portal carries out after the module stopped waiting: the late answer
 * makes the page mount anew and read the backend again (docs/decisions.md, Reliability).
 */
export const WITH_LATE_REPLY: readonly Mode[] = [...MODES, 'reply after the timeout'];

function watchModule(): void {
  if (!location.pathname.startsWith('/module')) return;
  const record = window as unknown as { __rejections: string[] };
  record.__rejections = [];
  addEventListener('unhandledrejection', (event) => record.__rejections.push(String(event.reason)));
}

export async function applyMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((mode) => {
    const simulator = window.simulator!;
    if (mode === 'no reply') simulator.setFaults({ timeoutRate: 1 });
    // Carried out and answered 1 s after the module stopped waiting.
    if (mode === 'reply after the timeout') simulator.setFaults({ latencyMs: 3500 });
    if (mode === 'error reply') simulator.setFaults({ failRate: 1 });
    if (mode === '20 % random failure') simulator.setFaults({ failRate: 0.2 });
    if (mode === 'latency 2 s') simulator.setFaults({ latencyMs: 2000 });
    if (mode === 'duplicate reply') simulator.setWireFaults({ duplicate: true });
    if (mode === 'malformed reply') simulator.setWireFaults({ malformed: true });
    // The action's request is on its way when the portal reloads the frame (see afterAction).
    if (mode === 'host reload mid-action') simulator.setFaults({ latencyMs: 1000 });
  }, mode);
}

/**
 * Right after the action was started: under 'host reload mid-action' the portal reloads the frame
 * while the request is on its way, so its answer reaches a module that never asked (and drops it).
 */
export async function afterAction(page: Page, mode: Mode): Promise<void> {
  if (mode !== 'host reload mid-action') return;
  await page.waitForTimeout(200);
  await page.evaluate(() => window.simulator!.reloadFrame());
  await page.waitForTimeout(1200);
  await calm(page);
}

/** Faults off again, so that what the page shows next can be read back from the backend. */
export async function calm(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.simulator!.setFaults({ failRate: 0, latencyMs: 0, timeoutRate: 0 });
    window.simulator!.setWireFaults({ duplicate: false, malformed: false });
  });
}

/** The action is over: nothing waits for the host, and the frame has had time to paint. */
export async function settled(page: Page, mode?: Mode): Promise<void> {
  const module = moduleFrame(page);
  const pending = () =>
    module
      .evaluate(
        () =>
          (window as unknown as { tenantAdminBridge?: { pending: number } }).tenantAdminBridge?.pending ?? -1,
      )
      // A frame being reloaded has no context to ask for a moment.
      .catch(() => -1);
  await expect.poll(pending, { timeout: 15_000 }).toBe(0);
  if (mode === 'reply after the timeout') {
    // The module gave up; the network is quick again by the time the late answer makes the page
    // reload, so the reload itself is answered in time.
    await calm(page);
    await page.waitForTimeout(2000);
    await expect.poll(pending, { timeout: 15_000 }).toBe(0);
  }
  await page.waitForTimeout(300);
}

export async function expectNoErrors(page: Page, pageErrors: readonly string[]): Promise<void> {
  expect(pageErrors).toEqual([]);
  expect(
    await moduleFrame(page).evaluate(() => (window as unknown as { __rejections: string[] }).__rejections),
  ).toEqual([]);
}

/** Opens the simulator on `route` (en, every toggle on) with the short host timeout. */
export async function openChaos(
  page: Page,
  route: string,
  query: Record<string, string> = {},
): Promise<{ frame: FrameLocator; pageErrors: string[] }> {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(watchModule);
  await page.route('**/appSettings.json', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...settings, HOST_REQUEST_TIMEOUT_MS: HOST_TIMEOUT_MS } });
  });
  await page.goto(`/?${new URLSearchParams({ lang: 'en', route, flags: 'all', ...query })}`);
  return { frame: page.frameLocator('iframe'), pageErrors };
}
