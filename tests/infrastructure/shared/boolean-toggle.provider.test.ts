import { ErrorCode, StandardResolutionReasons } from '@openfeature/web-sdk';
import { describe, expect, it } from 'vitest';
import type { BooleanToggleProvider } from '../../../src/infrastructure/shared/boolean-toggle.provider';
import { HostToggleProvider } from '../../../src/infrastructure/shared/host-toggle.provider';
import { StaticToggleProvider } from '../../../src/infrastructure/shared/static-toggle.provider';
import { FakeHostGateway } from '../../support/fake-host-gateway';

const host = new FakeHostGateway({ toggles: { 'pipeline-enable': true } });

async function providers(): Promise<readonly [string, BooleanToggleProvider][]> {
  const fromHost = new HostToggleProvider(host, ['pipeline-enable']);
  await fromHost.initialize();
  return [
    ['host', fromHost],
    ['static', new StaticToggleProvider({ 'pipeline-enable': true })],
  ];
}

describe('BooleanToggleProvider (shared by the host and static providers)', () => {
  it('spec 1 §9: toggles are on/off, so number and object flags are a type mismatch with the default', async () => {
    for (const [, provider] of await providers()) {
      expect(provider.runsOn).toBe('client');
      expect(provider.resolveNumberEvaluation('pipeline-enable', 7)).toEqual({
        value: 7,
        reason: StandardResolutionReasons.ERROR,
        errorCode: ErrorCode.TYPE_MISMATCH,
        errorMessage: "feature toggle 'pipeline-enable' is boolean",
      });
      expect(provider.resolveObjectEvaluation('pipeline-enable', { a: 1 })).toMatchObject({
        value: { a: 1 },
        errorCode: ErrorCode.TYPE_MISMATCH,
      });
    }
  });

  it('each provider reports its own reason for a found toggle and keeps its own name', async () => {
    const reasons = (await providers()).map(([source, provider]) => [
      source,
      provider.metadata.name,
      provider.resolveBooleanEvaluation('pipeline-enable', false),
    ]);
    expect(reasons).toEqual([
      ['host', 'host-feature-toggles', { value: true, reason: StandardResolutionReasons.TARGETING_MATCH }],
      ['static', 'static-feature-toggles', { value: true, reason: StandardResolutionReasons.STATIC }],
    ]);
  });
});
