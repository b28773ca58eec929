import { describe, expect, it } from 'vitest';
import { isAllowedScheme, isLocalRun, isLoopbackHost } from '../../../src/domain/shared/local-run.rule';

describe('local run (issue 20 §3: plain http only on this machine)', () => {
  it.each(['127.0.0.1', 'localhost', 'LOCALHOST', '[::1]'])('issue 20 §3: %s is a loopback host', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(isLocalRun(host)).toBe(true);
  });

  it.each(['portal.blip.ai', '127.0.0.2', '10.0.0.1', 'localhost.evil.com', '::1', ''])(
    'issue 20 §3: %s is not, so a module served from it runs in production',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
      expect(isLocalRun(host)).toBe(false);
    },
  );

  it('issue 20 §3: https is allowed everywhere; http only to a loopback host in a local run', () => {
    expect(isAllowedScheme(new URL('https://storage.blip.ai/x'), false)).toBe(true);
    expect(isAllowedScheme(new URL('https://storage.blip.ai/x'), true)).toBe(true);
    expect(isAllowedScheme(new URL('http://127.0.0.1:4173/x'), true)).toBe(true);
    expect(isAllowedScheme(new URL('http://127.0.0.1:4173/x'), false)).toBe(false);
    expect(isAllowedScheme(new URL('http://storage.blip.ai/x'), true)).toBe(false);
    expect(isAllowedScheme(new URL('ws://localhost:4173/x'), true)).toBe(false);
  });
});
