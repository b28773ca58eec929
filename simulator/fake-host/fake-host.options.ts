import type { FakeHostOptions } from './fake-host.contract';
import {
  isScenarioName,
  SCENARIO_COUNTS,
  type ScenarioCounts,
  type ScenarioName,
} from './backend/dataset/scenarios';

export const DEFAULT_FAKE_HOST_OPTIONS: FakeHostOptions = {
  role: 'admin',
  lang: 'pt',
  flags: 'all',
  scenario: 'default',
  latencyMs: 0,
  failRate: 0,
  timeoutRate: 0,
  uploadKbps: 0,
  uploadRedirect: null,
  seed: 1,
  scale: {},
};

/** Bounds of the simulator controls (architecture.md §6, §8: lists up to 10,000 rows). */
export const FAKE_HOST_LIMITS = {
  maxLatencyMs: 60000,
  /** 1 Gbit/s: any more is the same as unthrottled on a loopback. */
  maxUploadKbps: 1_000_000,
  members: { min: 1, max: 10000 },
  bots: { min: 0, max: 2000 },
  rows: { min: 0, max: 10000 },
} as const;

const ROLES = ['admin', 'member', 'guest'] as const;
const LANGS = ['pt', 'en', 'es'] as const;
const TOGGLE_NAME = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

/**
 * The simulator's URL query (and the memory profile's) → options. Unknown or bad values
 * fall back to the defaults; numbers are clamped into range, never rejected.
 */
export function parseFakeHostOptions(query: URLSearchParams): FakeHostOptions {
  const d = DEFAULT_FAKE_HOST_OPTIONS;
  const scale: { members?: number; bots?: number; rows?: number } = {};
  for (const key of ['members', 'bots', 'rows'] as const) {
    const value = readInteger(query.get(key));
    if (value !== undefined) scale[key] = clamp(value, FAKE_HOST_LIMITS[key].min, FAKE_HOST_LIMITS[key].max);
  }
  const seed = readInteger(query.get('seed'));
  const latency = readInteger(query.get('latency'));
  const uploadKbps = readInteger(query.get('uploadKbps'));
  return {
    role: oneOf(query.get('role'), ROLES) ?? d.role,
    lang: oneOf(query.get('lang')?.slice(0, 2), LANGS) ?? d.lang,
    flags: parseFlags(query.get('flags')),
    scenario: isScenarioName(query.get('scenario')) ? (query.get('scenario') as string) : d.scenario,
    latencyMs: latency === undefined ? d.latencyMs : clamp(latency, 0, FAKE_HOST_LIMITS.maxLatencyMs),
    failRate: readRate(query.get('failRate')) ?? d.failRate,
    timeoutRate: readRate(query.get('timeoutRate')) ?? d.timeoutRate,
    uploadKbps:
      uploadKbps === undefined ? d.uploadKbps : clamp(uploadKbps, 0, FAKE_HOST_LIMITS.maxUploadKbps),
    uploadRedirect: parseUploadRedirect(query.get('uploadRedirect')),
    seed: seed === undefined ? d.seed : seed >>> 0,
    scale,
  };
}

/**
 * Issue 35 §4: the storage fault's redirect target, only an absolute http URL on a loopback host (a
 * simulator fault never points anything off this machine); anything else is no fault.
 */
export function parseUploadRedirect(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const url = new URL(raw.trim());
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.protocol === 'http:' && loopback && url.username === '' && url.password === ''
      ? url.href
      : null;
  } catch {
    return null;
  }
}

/** 'all' | 'none' | a comma list of toggle names; an empty list means 'none'. */
function parseFlags(raw: string | null): FakeHostOptions['flags'] {
  if (raw === null) return DEFAULT_FAKE_HOST_OPTIONS.flags;
  const value = raw.trim();
  if (value === 'all' || value === 'none') return value;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter((name) => TOGGLE_NAME.test(name));
  return names.length === 0 ? 'none' : names;
}

/** Scale overrides the scenario's counts; the 'empty' scenario has no agents whatever the scale. */
export function resolveCounts(options: FakeHostOptions): { scenario: ScenarioName; counts: ScenarioCounts } {
  const scenario: ScenarioName = isScenarioName(options.scenario) ? options.scenario : 'default';
  const base = SCENARIO_COUNTS[scenario];
  const pick = (key: 'members' | 'bots' | 'rows'): number => {
    const value = options.scale[key];
    if (value === undefined || !Number.isFinite(value)) return base[key];
    return clamp(Math.trunc(value), FAKE_HOST_LIMITS[key].min, FAKE_HOST_LIMITS[key].max);
  };
  return {
    scenario,
    counts: { members: pick('members'), bots: pick('bots'), agents: base.agents, rows: pick('rows') },
  };
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  const normalized = value?.trim().toLowerCase();
  return allowed.find((candidate) => candidate === normalized);
}

function readInteger(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? Math.trunc(value) : undefined;
}

function readRate(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  return Number.isFinite(value) ? clamp(value, 0, 1) : undefined;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
