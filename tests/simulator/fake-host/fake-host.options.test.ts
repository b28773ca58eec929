import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAKE_HOST_OPTIONS,
  parseFakeHostOptions,
  resolveCounts,
} from '../../../simulator/fake-host/fake-host.options';

const parse = (query: string) => parseFakeHostOptions(new URLSearchParams(query));

describe('parseFakeHostOptions', () => {
  it('defaults: role admin, lang pt, flags all, scenario default, no faults, seed 1', () => {
    expect(parse('')).toEqual({
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
    });
    expect(parse('')).toEqual(DEFAULT_FAKE_HOST_OPTIONS);
  });

  it('reads every control of architecture.md §6', () => {
    expect(
      parse(
        'role=guest&lang=es&flags=pipeline-enable,tenant-calls-settings&scenario=empty&latency=250&failRate=0.2&timeoutRate=0.1&seed=42&members=500&bots=3&rows=1000',
      ),
    ).toEqual({
      role: 'guest',
      lang: 'es',
      flags: ['pipeline-enable', 'tenant-calls-settings'],
      scenario: 'empty',
      latencyMs: 250,
      failRate: 0.2,
      timeoutRate: 0.1,
      uploadKbps: 0,
      uploadRedirect: null,
      seed: 42,
      scale: { members: 500, bots: 3, rows: 1000 },
    });
  });

  it('falls back to defaults on unknown values', () => {
    const options = parse('role=root&lang=fr&scenario=huge&seed=abc&latency=soon&failRate=often');
    expect(options).toMatchObject({
      role: 'admin',
      lang: 'pt',
      scenario: 'default',
      seed: 1,
      latencyMs: 0,
      failRate: 0,
    });
  });

  it('clamps numbers into range (members up to 10,000; rates 0..1; latency ≥ 0)', () => {
    const options = parse('members=50000&bots=-3&rows=99999&failRate=7&timeoutRate=-1&latency=-20');
    expect(options.scale).toEqual({ members: 10000, bots: 0, rows: 10000 });
    expect(options).toMatchObject({ failRate: 1, timeoutRate: 0, latencyMs: 0 });
    expect(parse('members=0').scale.members).toBe(1);
    expect(parse('bots=2000').scale.bots).toBe(2000);
    expect(parse('bots=5000').scale.bots).toBe(2000);
  });

  it("flags: 'none', an empty list means 'none', junk names are dropped", () => {
    expect(parse('flags=none').flags).toBe('none');
    expect(parse('flags=').flags).toBe('none');
    expect(parse('flags=pipeline-enable,<script>').flags).toEqual(['pipeline-enable']);
  });

  it('accepts a lang such as pt-BR by its first two letters', () => {
    expect(parse('lang=en-US').lang).toBe('en');
  });
});

describe('resolveCounts', () => {
  it('scale overrides the scenario counts', () => {
    expect(resolveCounts({ ...DEFAULT_FAKE_HOST_OPTIONS, scale: { members: 250 } }).counts).toMatchObject({
      members: 250,
      bots: 12,
    });
    expect(resolveCounts({ ...DEFAULT_FAKE_HOST_OPTIONS, scenario: 'empty' }).counts).toMatchObject({
      members: 1,
      bots: 0,
    });
  });
});

describe('uploadKbps (issue 24 §3)', () => {
  it('issue 24 §3: uploadKbps slows the fake storages; absent or bad is full speed, and it is clamped', () => {
    const parse = (text: string) => parseFakeHostOptions(new URLSearchParams(text)).uploadKbps;
    expect([parse(''), parse('uploadKbps=abc'), parse('uploadKbps=800')]).toEqual([0, 0, 800]);
    expect([parse('uploadKbps=-5'), parse('uploadKbps=9999999999')]).toEqual([0, 1_000_000]);
  });
});

describe('uploadRedirect (issue 35 §4)', () => {
  it('issue 35 §4: the storage fault redirects to a loopback http address only; anything else is no fault', () => {
    const parse = (text: string) => parseFakeHostOptions(new URLSearchParams(text)).uploadRedirect;
    expect(parse('')).toBeNull();
    expect(parse(`uploadRedirect=${encodeURIComponent('http://127.0.0.1:9000/catch?x=1')}`)).toBe(
      'http://127.0.0.1:9000/catch?x=1',
    );
    expect(parse('uploadRedirect=http://localhost:9000')).toBe('http://localhost:9000/');
    for (const bad of [
      'https://evil.example/x',
      'http://10.0.0.5/x',
      'http://u:p@127.0.0.1/x',
      '/relative',
      'nonsense',
    ])
      expect(parse(`uploadRedirect=${encodeURIComponent(bad)}`), bad).toBeNull();
  });
});
