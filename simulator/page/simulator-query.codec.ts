import type { FakeHostOptions } from '../fake-host/fake-host.contract';
import { parseFakeHostOptions } from '../fake-host/fake-host.options';
import { sanitizeFramePath, sanitizeModuleOrigin, sanitizeRoute } from './frame-url.builder';

/** Everything the simulator's URL query controls (architecture.md §6). */
export interface SimulatorSettings {
  readonly options: FakeHostOptions;
  /** Initial module path, e.g. '/agent'. */
  readonly route: string;
  /** `frame=` override of '/module/' (wire-compatibility test), or null. */
  readonly framePath: string | null;
  /** `module=` override of the module's origin (a local deployment, e.g. nginx), or null. */
  readonly moduleOrigin: string | null;
}

/** Backend options are parsed by the fake host itself, so the memory profile and the page agree. */
export function parseSimulatorQuery(query: URLSearchParams, simulatorOrigin = ''): SimulatorSettings {
  return {
    options: parseFakeHostOptions(query),
    route: sanitizeRoute(query.get('route')),
    framePath: sanitizeFramePath(query.get('frame')),
    moduleOrigin: sanitizeModuleOrigin(query.get('module'), simulatorOrigin),
  };
}

/** 'all' and 'none' as they are; an empty list means 'none'; a list is comma-joined. */
export function flagsQueryValue(flags: FakeHostOptions['flags']): string {
  if (typeof flags === 'string') return flags;
  return flags.length === 0 ? 'none' : flags.join(',');
}

/** The query that reproduces `settings`: parseSimulatorQuery(toSimulatorQuery(s)) gives `s` back. */
export function toSimulatorQuery(settings: SimulatorSettings): URLSearchParams {
  const { options } = settings;
  const query = new URLSearchParams();
  query.set('role', options.role);
  query.set('lang', options.lang);
  query.set('flags', flagsQueryValue(options.flags));
  query.set('scenario', options.scenario);
  query.set('route', settings.route);
  query.set('latency', String(options.latencyMs));
  query.set('failRate', String(options.failRate));
  query.set('timeoutRate', String(options.timeoutRate));
  if (options.uploadKbps > 0) query.set('uploadKbps', String(options.uploadKbps));
  if (options.uploadRedirect !== null) query.set('uploadRedirect', options.uploadRedirect);
  query.set('seed', String(options.seed));
  for (const key of ['members', 'bots', 'rows'] as const) {
    const value = options.scale[key];
    if (value !== undefined) query.set(key, String(value));
  }
  if (settings.framePath !== null) query.set('frame', settings.framePath);
  if (settings.moduleOrigin !== null) query.set('module', settings.moduleOrigin);
  return query;
}
