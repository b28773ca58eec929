import { expect, test, type Frame, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { closeSync, openSync, readFileSync, truncateSync } from 'node:fs';
import type { BackendSnapshot } from '../../simulator/page/backend-snapshot';

export type Lang = 'pt' | 'en' | 'es';

/** A translation straight from the module's locale files, so tests never drift from them. */
export function text(lang: Lang, namespace: string, key: string): string {
  const file = `src/presentation/i18n/locales/${lang}/${namespace}.json`;
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)?.[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key} in ${lang}`);
  return value;
}

/**
 * A file of `bytes` zeros on disk, for an upload that must be refused for its size. A path, not a
 * buffer: the local browser reads it from disk, where a buffer of tens of megabytes would be sent
 * over the devtools protocol (half a minute on a busy machine). Its type follows its extension.
 */
export function fileOfSize(name: string, bytes: number): string {
  const path = test.info().outputPath(name);
  closeSync(openSync(path, 'w'));
  truncateSync(path, bytes);
  return path;
}

/** Opens the simulator with a query and waits for the framed module's home. */
export async function openSimulator(page: Page, query: Record<string, string> = {}): Promise<FrameLocator> {
  const search = new URLSearchParams(query).toString();
  await page.goto(`/${search ? `?${search}` : ''}`);
  const frame = page.frameLocator('iframe');
  const lang = (query.lang ?? 'pt') as Lang;
  await expect(frame.getByText(text(lang, 'shell', 'breadcrumb.contractPanel')).first()).toBeVisible();
  return frame;
}

export interface ProtocolEntry {
  readonly at?: number | string;
  readonly direction: 'in' | 'out' | 'dropped';
  readonly action?: string;
  readonly payload: unknown;
}

export function protocol(page: Page): Promise<ProtocolEntry[]> {
  return page.evaluate(() =>
    (window as unknown as { simulator: { protocol(): ProtocolEntry[] } }).simulator.protocol(),
  );
}

/** A LIME command the module sent through the bridge, as the simulator's protocol log holds it. */
export interface SentCommand {
  readonly at: number;
  readonly method: string;
  readonly uri: string;
  readonly resource?: unknown;
}

/** Every command the module sent through the bridge, oldest first (picked out in the page). */
export function sentCommands(page: Page): Promise<SentCommand[]> {
  return page.evaluate(() =>
    window.simulator!.protocol().flatMap((entry) => {
      if (entry.direction !== 'in' || entry.action !== 'sendCommand') return [];
      const command = (entry.payload as { message?: { content?: { command?: Record<string, unknown> } } })
        .message?.content?.command;
      if (command === undefined) return [];
      return [
        {
          at: Number(entry.at),
          method: String(command['method']),
          uri: String(command['uri']),
          resource: command['resource'],
        },
      ];
    }),
  );
}

/**
 * Waits on the frame's own state, not on the clock: nothing waits for the host, nothing says it is
 * busy, and the DOM has been quiet for 300 ms (a page still filling in keeps it changing).
 */
export async function frameSettled(frame: Frame): Promise<void> {
  await expect
    .poll(
      () =>
        frame.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const pending = (window as unknown as { tenantAdminBridge?: { pending: number } })
                .tenantAdminBridge?.pending;
              if (pending !== 0 || document.querySelector('[aria-busy="true"]') !== null) {
                resolve(false);
                return;
              }
              let changed = false;
              const observer = new MutationObserver(() => (changed = true));
              observer.observe(document.body, {
                subtree: true,
                childList: true,
                attributes: true,
                characterData: true,
              });
              setTimeout(() => {
                observer.disconnect();
                resolve(!changed);
              }, 300);
            }),
        ),
      { timeout: 15_000, intervals: [0] },
    )
    .toBe(true);
}

/** The frame's bridge counters; null while the frame has no document to ask (being reloaded). */
export async function bridgeCounters(frame: Frame): Promise<{ pending: number; dropped: number } | null> {
  return frame
    .evaluate(() => {
      const counters = (window as unknown as { tenantAdminBridge?: { pending: number; dropped: number } })
        .tenantAdminBridge;
      return counters === undefined ? null : { pending: counters.pending, dropped: counters.dropped };
    })
    .catch(() => null);
}

/** Nothing the frame asked of the host is still waiting for its answer (safe under a fake clock). */
export async function bridgeIdle(frame: Frame): Promise<void> {
  await expect.poll(async () => (await bridgeCounters(frame))?.pending).toBe(0);
}

/**
 * Pauses the installed clock of every frame just past its present time. Each frame runs its own
 * copy, flowing with real time until the pause reaches it, so on a busy machine a frame can already
 * be past the chosen time: then the pause is asked again a little later.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let margin = 50; ; margin *= 2) {
    const nows = await Promise.all(
      page.frames().map((frame) => frame.evaluate(() => Date.now()).catch(() => 0)),
    );
    try {
      await page.clock.pauseAt(Math.max(...nows) + margin);
      return;
    } catch (error) {
      if (margin > 2000 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Waits until the frame has fetched a lazily loaded script whose file name starts with `name`. */
export async function chunkFetched(frame: Frame, name: string): Promise<void> {
  await expect
    .poll(() =>
      frame.evaluate(
        (name) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => (entry.name.split('/').pop() ?? '').startsWith(name)),
        name,
      ),
    )
    .toBe(true);
}

/**
 * Scrolls a virtual table to its end until `last` (its last row's text) is there, as a user does:
 * the list measures the rows it draws, so the end can move a little after the first jump.
 */
export async function scrollTableToEnd(frame: FrameLocator, last: Locator): Promise<void> {
  await expect(async () => {
    await frame.locator('.ui-table__scroll').evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect(last).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

/** The framed module's own frame (its document under `/module`). */
export function moduleFrame(page: Page): Frame {
  const frame = page.frames().find((candidate) => candidate.url().includes('/module'));
  if (frame === undefined) throw new Error('the module frame is not there');
  return frame;
}

/** The module's own path (it is served under /module). */
export function modulePath(page: Page): string {
  return new URL(moduleFrame(page).url()).pathname.replace(/^\/module/, '');
}

/** The fake backend's data now (`window.simulator.state()`). */
export function backend(page: Page): Promise<BackendSnapshot> {
  return page.evaluate(() => window.simulator!.state());
}
