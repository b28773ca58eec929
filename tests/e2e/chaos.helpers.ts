import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { bridgeCounters, moduleFrame } from './simulator.helpers';

/**
 * Issue 13 §1: the simulator's fault modes, and what every chaos test checks after an action:
 * nothing waits for the host, no uncaught error or unhandled rejection happened in the module.
 * Issue 19 §5: the modes run one after another in one page load (a `test.step` each), every wait
 * is on a state (the protocol log, the bridge's counters, a quiet DOM), never a fixed sleep.
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
 * makes the page mount anew and read the backend again (docs/decisions/shell-and-access.md, 'A reply after the timeout').
 */
export const WITH_LATE_REPLY: readonly Mode[] = [...MODES, 'reply after the timeout'];

/** Where a step started: the simulator's clock and the bridge's dropped count then. */
export interface Mark {
  readonly at: number;
  readonly dropped: number;
}

interface LogEntry {
  readonly direction: 'in' | 'out' | 'dropped';
  readonly action?: string;
  readonly id?: string;
  readonly payload: unknown;
  readonly at: number | string;
  readonly fault?: string;
}

function watchModule(): void {
  if (!location.pathname.startsWith('/module')) return;
  const record = window as unknown as { __rejections: string[] };
  record.__rejections = [];
  addEventListener('unhandledrejection', (event) => record.__rejections.push(String(event.reason)));
}

/** The module frame's bridge counters (see `bridgeCounters`). */
const bridge = (page: Page) => bridgeCounters(moduleFrame(page));

const pendingNow = async (page: Page) => (await bridge(page))?.pending ?? -1;

/** The protocol log from `since` on, cut in the page: only the step's own messages cross over. */
function logSince(page: Page, since: number): Promise<LogEntry[]> {
  return page.evaluate(
    (since) => window.simulator!.protocol().filter((entry) => Number(entry.at) >= since),
    since,
  ) as Promise<LogEntry[]>;
}

const awaited = (entry: LogEntry) =>
  entry.direction === 'in' &&
  (entry.payload as { message?: { fireAndForget?: boolean } }).message?.fireAndForget !== true;

/** Requests of the module since `since` that the portal has not answered (yet). */
async function unanswered(page: Page, since: number): Promise<LogEntry[]> {
  const log = await logSince(page, since);
  const answered = new Set(log.filter((entry) => entry.direction === 'out').map((entry) => entry.id));
  return log.filter((entry) => awaited(entry) && !answered.has(entry.id));
}

/** The portal's last reported path is the frame's own address (its route under `/module`). */
async function addressReported(page: Page): Promise<boolean> {
  const address = await moduleFrame(page).evaluate(() => location.pathname + location.search);
  const reported = await page.evaluate(() => window.simulator!.navigations().at(-1)?.path);
  return reported !== undefined && address.endsWith(reported);
}

/** The step's mark: the simulator's clock now and the bridge's dropped count. */
export async function markNow(page: Page): Promise<Mark> {
  const dropped = (await bridge(page))?.dropped ?? 0;
  return { at: await page.evaluate(() => Date.now()), dropped };
}

/** Sets the fault mode; returns the step's mark, taken before, for the checks that follow. */
export async function applyMode(page: Page, mode: Mode): Promise<Mark> {
  const mark = await markNow(page);
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
  return mark;
}

/**
 * The portal reloads the module's frame (as it re-renders its page) and the new document is up:
 * its bridge is there, nothing is pending and the page is painted.
 */
export async function reloadFrame(page: Page): Promise<void> {
  await moduleFrame(page).evaluate(() => {
    (window as unknown as { __replaced?: boolean }).__replaced = true;
  });
  await page.evaluate(() => window.simulator!.reloadFrame());
  await expect
    .poll(
      () =>
        moduleFrame(page)
          .evaluate(
            () =>
              !('__replaced' in window) &&
              document.readyState === 'complete' &&
              'tenantAdminBridge' in window,
          )
          .catch(() => false),
      { timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Right after the action was started: under 'host reload mid-action' the portal reloads the frame
 * while the action's request is on its way (in the log, not answered), so its answer reaches a
 * module that never asked (and drops it, or adopts a journaled write). The next check starts once
 * that answer has gone out and the network is calm.
 */
export async function afterAction(page: Page, mode: Mode, mark: Mark): Promise<void> {
  if (mode !== 'host reload mid-action') return;
  let id: string | undefined;
  await expect
    .poll(async () => {
      id = (await unanswered(page, mark.at)).at(0)?.id;
      return id !== undefined;
    })
    .toBe(true);
  // The action's read can leave before the router has rendered its new address and reported it
  // (stateChangeSuccess comes from an effect of the next render): the portal reloads at the path
  // it was last told, so reloading before that report would reopen the old address.
  await expect.poll(() => addressReported(page)).toBe(true);
  await reloadFrame(page);
  await expect
    .poll(async () =>
      (await logSince(page, mark.at)).some((entry) => entry.direction === 'out' && entry.id === id),
    )
    .toBe(true);
  await calm(page);
}

/** Faults off again, so that what the page shows next can be read back from the backend. */
export async function calm(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.simulator!.setFaults({ failRate: 0, latencyMs: 0, timeoutRate: 0 });
    window.simulator!.setWireFaults({ duplicate: false, malformed: false });
  });
}

/** The frame's DOM has not changed for 300 ms (at most 5 s of waiting). */
async function quietDom(page: Page): Promise<void> {
  const quiet = () =>
    moduleFrame(page).evaluate(
      () =>
        new Promise<void>((resolve) => {
          const done = () => {
            observer.disconnect();
            clearTimeout(cap);
            resolve();
          };
          let timer = setTimeout(done, 300);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(done, 300);
          });
          observer.observe(document, {
            subtree: true,
            childList: true,
            characterData: true,
            attributes: true,
          });
          const cap = setTimeout(done, 5000);
        }),
    );
  // A frame being replaced loses its context mid-wait: wait again in the new one.
  await quiet().catch(async () => {
    await expect.poll(() => pendingNow(page), { timeout: 15_000 }).toBe(0);
    await quiet();
  });
}

/**
 * The action is over: nothing waits for the host and the frame's DOM is quiet. Under 'reply after
 * the timeout' the module gave up first; the network is calm by the time the late answers come
 * (every request of the step answered), and the page they make mount anew has settled too.
 */
export async function settled(page: Page, mode?: Mode, mark?: Mark): Promise<void> {
  await expect.poll(() => pendingNow(page), { timeout: 15_000 }).toBe(0);
  if (mode === 'reply after the timeout') {
    await calm(page);
    await expect.poll(async () => (await unanswered(page, mark!.at)).length, { timeout: 15_000 }).toBe(0);
    await expect.poll(() => pendingNow(page), { timeout: 15_000 }).toBe(0);
  }
  await quietDom(page);
  await expect.poll(() => pendingNow(page), { timeout: 15_000 }).toBe(0);
}

/** Write commands (anything but 'get') the module sent since `since`, as 'method uri resource'. */
async function writesSince(page: Page, since: number): Promise<string[]> {
  return (await logSince(page, since)).flatMap((entry) => {
    if (entry.direction !== 'in' || entry.action !== 'sendCommand') return [];
    const command = (entry.payload as { message?: { content?: { command?: Record<string, unknown> } } })
      .message?.content?.command;
    if (command === undefined || command['method'] === 'get') return [];
    return [`${String(command['method'])} ${String(command['uri'])} ${JSON.stringify(command['resource'])}`];
  });
}

/**
 * What the wire faults did, checked right after `settled`:
 * - issue 19 §2, 'duplicate reply': every copy was dropped (the bridge's dropped count grew by the
 *   number of copies, at least one), and the action took effect once: no write sent twice, no toast
 *   shown twice;
 * - issue 19 §1, 'malformed reply': answers were corrupted, each broken envelope was dropped (the
 *   request it answered ended by its timeout), and nothing is left pending.
 */
export async function expectWireFaultsHandled(page: Page, mode: Mode, mark: Mark): Promise<void> {
  if (mode !== 'duplicate reply' && mode !== 'malformed reply') return;
  const log = await logSince(page, mark.at);
  const dropped = (await bridge(page))!.dropped - mark.dropped;
  if (mode === 'duplicate reply') {
    const copies = log.filter((entry) => entry.fault === 'duplicate').length;
    expect(copies).toBeGreaterThan(0);
    expect(dropped).toBe(copies);
    const writes = await writesSince(page, mark.at);
    expect(writes).toEqual([...new Set(writes)]);
    const toasts = (await page.evaluate(() => window.simulator!.toasts()))
      .filter((toast) => toast.at >= mark.at)
      .map((toast) => `${toast.type}: ${toast.message}`);
    expect(toasts).toEqual([...new Set(toasts)]);
  } else {
    const corrupted = log.filter((entry) => entry.direction === 'out' && entry.fault !== undefined);
    expect(corrupted.length).toBeGreaterThan(0);
    const broken = corrupted.filter((entry) => entry.fault !== 'unreadable content').length;
    expect(dropped).toBe(broken);
  }
  expect(await pendingNow(page)).toBe(0);
}

/** The module told the user something failed since the step's mark (a danger toast). */
export async function expectErrorShown(page: Page, mark: Mark): Promise<void> {
  const toasts = await page.evaluate(() => window.simulator!.toasts());
  expect(toasts.filter((toast) => toast.at >= mark.at).map((toast) => toast.type)).toContain('danger');
}

export async function expectNoErrors(page: Page, pageErrors: readonly string[]): Promise<void> {
  expect(pageErrors).toEqual([]);
  expect(
    await moduleFrame(page).evaluate(() => (window as unknown as { __rejections: string[] }).__rejections),
  ).toEqual([]);
}

/**
 * Issue 19 §5: runs `check` once per mode, one after the other in the same page, each in its own
 * step (a failure names its mode); the network is calm again between modes. The test's time grows
 * with the number of modes.
 */
export async function eachMode(
  page: Page,
  modes: readonly Mode[],
  check: (mode: Mode, index: number) => Promise<void>,
): Promise<void> {
  test.setTimeout(20_000 + modes.length * 25_000);
  for (const [index, mode] of modes.entries()) {
    await test.step(`under '${mode}'`, async () => {
      try {
        await check(mode, index);
      } catch (error) {
        // The list reporter prints the error, not always the step: the message names the mode.
        if (error instanceof Error) error.message = `under '${mode}': ${error.message}`;
        throw error;
      } finally {
        await calm(page).catch(() => undefined);
      }
    });
  }
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
