import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  flagsQueryValue,
  parseSimulatorQuery,
  toSimulatorQuery,
  type SimulatorSettings,
} from '../../../simulator/page/simulator-query.codec';
import { SPEC_TOGGLE_NAMES } from '../../../simulator/page/feature-toggle-names';

describe('simulator URL query', () => {
  it('architecture.md §6: reads role, lang, flags, scenario, route, latency, failRate, timeoutRate, seed and data scale', () => {
    const settings = parseSimulatorQuery(
      new URLSearchParams(
        'role=guest&lang=es&flags=pipeline-enable,tenant-calls-settings&scenario=empty&route=/agent&latency=300&failRate=0.25&timeoutRate=0.1&seed=42&members=500&bots=20&rows=10000',
      ),
    );
    expect(settings).toEqual({
      options: {
        role: 'guest',
        lang: 'es',
        flags: ['pipeline-enable', 'tenant-calls-settings'],
        scenario: 'empty',
        latencyMs: 300,
        failRate: 0.25,
        timeoutRate: 0.1,
        uploadKbps: 0,
        uploadRedirect: null,
        seed: 42,
        scale: { members: 500, bots: 20, rows: 10000 },
      },
      route: '/agent',
      framePath: null,
      moduleOrigin: null,
    });
  });

  it('route and frame= are validated: anything unsafe is ignored', () => {
    const settings = parseSimulatorQuery(
      new URLSearchParams({ route: '//evil.example', frame: 'https://evil.example/x' }),
    );
    expect(settings.route).toBe('/');
    expect(settings.framePath).toBeNull();
    expect(
      parseSimulatorQuery(new URLSearchParams({ frame: '/tests/e2e/fixtures/wire.html' })).framePath,
    ).toBe('/tests/e2e/fixtures/wire.html');
  });

  it('flags are written as all, none or a comma list', () => {
    expect(flagsQueryValue('all')).toBe('all');
    expect(flagsQueryValue('none')).toBe('none');
    expect(flagsQueryValue([])).toBe('none');
    expect(flagsQueryValue(['a', 'b'])).toBe('a,b');
  });

  it('writes only the scale values that are set, and frame only when overridden', () => {
    const query = toSimulatorQuery(parseSimulatorQuery(new URLSearchParams('members=12')));
    expect(query.get('members')).toBe('12');
    expect(query.has('bots')).toBe(false);
    expect(query.has('frame')).toBe(false);
  });

  it('property: parse(write(settings)) gives the settings back', () => {
    const rate = fc.integer({ min: 0, max: 100 }).map((n) => n / 100);
    const optionalCount = (max: number) => fc.option(fc.integer({ min: 1, max }), { nil: undefined });
    const flags = fc.oneof(
      fc.constantFrom<'all' | 'none'>('all', 'none'),
      fc.uniqueArray(fc.constantFrom(...SPEC_TOGGLE_NAMES), { minLength: 1 }),
    );
    const route = fc.constantFrom(
      '/',
      '/agent',
      '/calls',
      '/knowledge-base/c1/documents',
      '/agent-consumption/monthly',
    );
    const settings = fc.record({
      role: fc.constantFrom<'admin' | 'member' | 'guest'>('admin', 'member', 'guest'),
      lang: fc.constantFrom<'pt' | 'en' | 'es'>('pt', 'en', 'es'),
      flags,
      scenario: fc.constantFrom('default', 'empty'),
      latencyMs: fc.integer({ min: 0, max: 60000 }),
      failRate: rate,
      timeoutRate: rate,
      uploadKbps: fc.integer({ min: 0, max: 1_000_000 }),
      uploadRedirect: fc.constantFrom(null, 'http://127.0.0.1:9000/elsewhere', 'http://localhost:4180/x?y=1'),
      seed: fc.integer({ min: 0, max: 2 ** 31 }),
      members: optionalCount(10000),
      bots: optionalCount(1000),
      rows: optionalCount(10000),
      route,
      framePath: fc.constantFrom(null, '/wire/', '/tests/e2e/fixtures/wire.html'),
      moduleOrigin: fc.constantFrom(null, 'http://127.0.0.1:8443', 'http://localhost:4180'),
    });
    fc.assert(
      fc.property(settings, (s) => {
        const scale: { members?: number; bots?: number; rows?: number } = {};
        if (s.members !== undefined) scale.members = s.members;
        if (s.bots !== undefined) scale.bots = s.bots;
        if (s.rows !== undefined) scale.rows = s.rows;
        const expected: SimulatorSettings = {
          options: {
            role: s.role,
            lang: s.lang,
            flags: s.flags,
            scenario: s.scenario,
            latencyMs: s.latencyMs,
            failRate: s.failRate,
            timeoutRate: s.timeoutRate,
            uploadKbps: s.uploadKbps,
            uploadRedirect: s.uploadRedirect,
            seed: s.seed,
            scale,
          },
          route: s.route,
          framePath: s.framePath,
          moduleOrigin: s.moduleOrigin,
        };
        expect(parseSimulatorQuery(toSimulatorQuery(expected), 'http://127.0.0.1:4173')).toEqual(expected);
      }),
    );
  });
});
