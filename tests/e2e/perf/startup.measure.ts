import type { Frame, Page, Response } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { frameSettled } from '../simulator.helpers';
import { moduleFrameOf, usableHome } from './perf-context';

interface ChunkReport {
  readonly fileName: string;
  readonly facadeModuleId: string | null;
  readonly packages: readonly string[];
  readonly sources: readonly string[];
}

/** The production build's chunks (dist/bundle-report.json), by file name. */
function chunkReport(): ReadonlyMap<string, ChunkReport> {
  const chunks = JSON.parse(readFileSync('dist/bundle-report.json', 'utf8')) as ChunkReport[];
  return new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
}

const gzipCache = new Map<string, number>();
function gzipBytes(fileName: string): number {
  let size = gzipCache.get(fileName);
  if (size === undefined) {
    size = gzipSync(readFileSync(`dist/module/${fileName}`)).length;
    gzipCache.set(fileName, size);
  }
  return size;
}

// The report pages' presenters and views, and the tables they draw (issue 23 §2).
const REPORT_PAGE_SOURCE = /^src\/presentation\/(reports\/|ui\/data-table\/)/;
const isReportPages = (chunk: ChunkReport | undefined) =>
  chunk?.sources.some((source) => REPORT_PAGE_SOURCE.test(source)) ?? false;

const isCharts = (chunk: ChunkReport | undefined) =>
  chunk?.packages.some((name) => name === 'echarts' || name === 'zrender') ?? false;
// A language's texts are one chunk whose facade is its locales/<lang>/index.ts.
const LOCALE = /\/locales\/([a-z]{2})\/index\.ts$/;

/** What one route downloads, from the frame's navigation until the network settles. */
export interface RouteLoad {
  readonly route: string;
  readonly jsFiles: number;
  readonly jsGzipBytes: number;
  readonly charts: boolean;
  /** Whether code of the report pages or of the data tables was downloaded. */
  readonly reportPages: boolean;
  /** Languages whose texts were downloaded. */
  readonly languages: readonly string[];
}

/** Records the module's JavaScript responses (the module is the other origin of the two). */
export function recordModuleScripts(page: Page): () => string[] {
  const files: string[] = [];
  const simulatorOrigin = () => new URL(page.url()).origin;
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin === simulatorOrigin() || !url.pathname.endsWith('.js')) return;
    files.push(url.pathname.replace(/^\/module\//, ''));
  };
  page.on('response', onResponse);
  return () => {
    page.off('response', onResponse);
    return [...new Set(files)];
  };
}

export function describeLoad(route: string, files: readonly string[]): RouteLoad {
  const report = chunkReport();
  const known = files.filter((file) => report.has(file));
  const languages = new Set<string>();
  for (const file of known) {
    const language = LOCALE.exec(report.get(file)?.facadeModuleId ?? '')?.[1];
    if (language !== undefined) languages.add(language);
  }
  return {
    route,
    jsFiles: known.length,
    jsGzipBytes: known.reduce((sum, file) => sum + gzipBytes(file), 0),
    charts: known.some((file) => isCharts(report.get(file))),
    reportPages: known.some((file) => isReportPages(report.get(file))),
    languages: [...languages].sort(),
  };
}

/**
 * Opens a route in the simulator and waits until the frame's network has settled, after `ready`
 * (what the route must show first, if anything) is there.
 */
export async function loadRoute(
  page: Page,
  route: string,
  lang: string,
  ready?: (frame: Frame) => Promise<void>,
): Promise<RouteLoad> {
  const stop = recordModuleScripts(page);
  await page.goto(`/?${new URLSearchParams({ lang, route, flags: 'all' }).toString()}`);
  // The host's answers are messages, not requests: the network can idle while the route still
  // waits on data whose arrival mounts a lazy chart. Once the frame has settled on its answers,
  // half a second without a request means every script the route asks for is in.
  const frame = await moduleFrameOf(page);
  await ready?.(frame);
  await frameSettled(frame);
  await page.waitForLoadState('networkidle');
  return describeLoad(route, stop());
}

/** Cold start: the frame's navigation to the home painted with its cards, and its scripts. */
export async function coldStart(page: Page, lang = 'en'): Promise<{ usableMs: number; load: RouteLoad }> {
  const stop = recordModuleScripts(page);
  await page.goto(`/?${new URLSearchParams({ lang, route: '/' }).toString()}`);
  const { ms } = await usableHome(await moduleFrameOf(page));
  return { usableMs: ms, load: describeLoad('/', stop()) };
}

interface LogEntry {
  readonly direction: 'in' | 'out' | 'dropped';
  readonly action?: string | undefined;
  readonly id?: string | undefined;
  readonly at: number | string;
}

export interface StartupTrips {
  /** Host requests that expect an answer, until the home is usable. */
  readonly roundTrips: number;
  /** The longest chain of requests each sent after the previous one's answer. */
  readonly criticalPathDepth: number;
  /** The chain, by action (and command URI for commands). */
  readonly criticalPath: readonly string[];
}

/**
 * Round trips of a start-up and their critical-path depth, from the simulator's protocol log.
 * A request counts as waiting on every answer that arrived before it was sent: with every answer
 * held by a latency (far above the module's own work between two messages), a request sent
 * before an answer came back cannot have needed it, and one sent after it most likely did.
 */
export function startupTrips(log: readonly LogEntry[], labels: ReadonlyMap<string, string>): StartupTrips {
  const answers = new Map<string, number>();
  for (const entry of log) if (entry.direction === 'out' && entry.id) answers.set(entry.id, Number(entry.at));
  const requests = log.filter((entry) => entry.direction === 'in' && entry.id && answers.has(entry.id));
  const depth = new Map<string, { depth: number; path: string[] }>();
  for (const request of requests) {
    const sentAt = Number(request.at);
    let best = { depth: 0, path: [] as string[] };
    for (const earlier of requests) {
      if (earlier === request) break;
      const known = depth.get(earlier.id!);
      if (known && answers.get(earlier.id!)! < sentAt && known.depth > best.depth) best = known;
    }
    const label = labels.get(request.id!) ?? request.action ?? '?';
    depth.set(request.id!, { depth: best.depth + 1, path: [...best.path, label] });
  }
  const deepest = [...depth.values()].reduce((a, b) => (b.depth > a.depth ? b : a), { depth: 0, path: [] });
  return { roundTrips: requests.length, criticalPathDepth: deepest.depth, criticalPath: deepest.path };
}

/** The latency a round-trip count holds answers by (see `criticalPath`). */
export const TRIP_LATENCY_MS = 400;

/** A start-up with every host answer and command held `latencyMs`, until the home is usable. */
export async function startupWithLatency(
  page: Page,
  latencyMs: number,
): Promise<StartupTrips & { usableMs: number }> {
  const query = { lang: 'en', route: '/', latency: String(latencyMs), hostLatency: String(latencyMs) };
  await page.goto(`/?${new URLSearchParams(query).toString()}`);
  const usable = await usableHome(await moduleFrameOf(page));
  const log = await page.evaluate(() =>
    window.simulator!.protocol().map((entry) => {
      const message = (entry.payload as { message?: { content?: unknown } } | undefined)?.message;
      const command = (message?.content as { command?: { method?: string; uri?: string } } | undefined)
        ?.command;
      const detail = command ? `${command.method} ${command.uri?.split('?')[0]}` : undefined;
      return { direction: entry.direction, action: entry.action, id: entry.id, at: entry.at, detail };
    }),
  );
  const labels = new Map(
    log
      .filter((entry) => entry.id)
      .map((entry) => [entry.id!, entry.detail ? `${entry.action} ${entry.detail}` : `${entry.action}`]),
  );
  const untilUsable = log.filter((entry) => Number(entry.at) <= usable.wallClock);
  return { ...startupTrips(untilUsable, labels), usableMs: usable.ms };
}
