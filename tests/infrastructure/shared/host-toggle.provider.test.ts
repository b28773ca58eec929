import { ErrorCode, StandardResolutionReasons } from '@openfeature/web-sdk';
import { describe, expect, it } from 'vitest';
import type { HostGateway } from '../../../src/application/shared/host.port';
import { FEATURE_TOGGLE_NAMES } from '../../../src/domain/access/feature-toggle-names';
import { HostToggleProvider } from '../../../src/infrastructure/shared/host-toggle.provider';

function hostAnswering(answer: Record<string, boolean>): { host: HostGateway; asked: string[][] } {
  const asked: string[][] = [];
  const host = {
    getFeatureToggles: (names: readonly string[]) => {
      asked.push([...names]);
      return Promise.resolve(answer);
    },
  } as unknown as HostGateway;
  return { host, asked };
}

describe('HostToggleProvider', () => {
  it('spec 1 §9: initialize asks the host for every toggle name at once', async () => {
    const { host, asked } = hostAnswering({});
    await new HostToggleProvider(host).initialize();
    expect(asked).toEqual([[...FEATURE_TOGGLE_NAMES]]);
  });

  it('resolves booleans from the host answer; missing answers are off', async () => {
    const { host } = hostAnswering({ 'pipeline-enable': true });
    const provider = new HostToggleProvider(host);
    await provider.initialize();
    expect(provider.resolveBooleanEvaluation('pipeline-enable', false)).toEqual({
      value: true,
      reason: StandardResolutionReasons.TARGETING_MATCH,
    });
    expect(provider.resolveBooleanEvaluation('tenant-calls-settings', true).value).toBe(false);
  });

  it("issue 20 §4: the host not answering → the fallback's values (only literal true), and the fallback is told why", async () => {
    const failure = new Error('timeout');
    const host = { getFeatureToggles: () => Promise.reject(failure) } as unknown as HostGateway;
    const told: unknown[] = [];
    const provider = new HostToggleProvider(host, ['pipeline-enable', 'tenant-calls-settings', 'mtls'], {
      values: { 'pipeline-enable': true, 'tenant-calls-settings': 'true' as unknown as boolean },
      used: (error) => told.push(error),
    });
    await provider.initialize();
    expect(provider.resolveBooleanEvaluation('pipeline-enable', false).value).toBe(true);
    expect(provider.resolveBooleanEvaluation('tenant-calls-settings', true).value).toBe(false);
    expect(provider.resolveBooleanEvaluation('mtls', true).value).toBe(false);
    expect(told).toEqual([failure]);
  });

  it('unknown flags → the default with a FLAG_NOT_FOUND reason', async () => {
    const { host } = hostAnswering({});
    const provider = new HostToggleProvider(host);
    await provider.initialize();
    expect(provider.resolveBooleanEvaluation('made-up-toggle', false)).toMatchObject({
      value: false,
      reason: StandardResolutionReasons.DEFAULT,
      errorCode: ErrorCode.FLAG_NOT_FOUND,
    });
  });

  it('before initialize, flags are not ready; non-boolean flags are a type mismatch', () => {
    const { host } = hostAnswering({});
    const provider = new HostToggleProvider(host);
    expect(provider.resolveBooleanEvaluation('pipeline-enable', false)).toMatchObject({
      value: false,
      errorCode: ErrorCode.PROVIDER_NOT_READY,
    });
    expect(provider.resolveStringEvaluation('pipeline-enable', 'x')).toMatchObject({
      value: 'x',
      errorCode: ErrorCode.TYPE_MISMATCH,
    });
  });
});
