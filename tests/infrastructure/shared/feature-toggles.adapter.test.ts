import { OpenFeature } from '@openfeature/web-sdk';
import { describe, expect, it, vi } from 'vitest';
import type { AppSettings } from '../../../src/application/shared/app-settings.port';
import type { HostGateway } from '../../../src/application/shared/host.port';
import type { Logger } from '../../../src/application/shared/logger.port';
import {
  HostGatewayAdapter,
  OPTIONAL_ANSWER_TIMEOUT_MS,
} from '../../../src/infrastructure/host/host.adapter';
import { OpenFeatureFeatureToggles } from '../../../src/infrastructure/shared/feature-toggles.adapter';
import { appSettings, memoryHost } from '../support/memory-host';
import { FakeHostGateway } from '../../support/fake-host-gateway';

const context = { userIdentity: 'ana%40x.com@blip.ai', email: 'ana@x.com', tenantId: 'acme' };

function recordingLogger(): Logger & { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  return {
    errors,
    warnings,
    error: (m) => errors.push(m),
    warn: (m) => warnings.push(m),
    info: () => undefined,
  };
}

function toggles(host: HostGateway, settings: AppSettings = appSettings, logger = recordingLogger()) {
  return { toggles: new OpenFeatureFeatureToggles(host, settings, logger), logger };
}

describe('OpenFeatureFeatureToggles', () => {
  it("source 'host': toggles come from the fake portal through the real host gateway", async () => {
    const { transport } = memoryHost({ flags: ['pipeline-enable', 'tenant-calls-settings'] });
    const { toggles: subject } = toggles(new HostGatewayAdapter(transport));
    await subject.initialize(context);
    expect(subject.isEnabled('pipeline-enable')).toBe(true);
    expect(subject.isEnabled('tenant-calls-settings')).toBe(true);
    expect(subject.isEnabled('billing-agent-consumption')).toBe(false);
  });

  it("source 'host' with flags 'all' / 'none'", async () => {
    const all = toggles(new HostGatewayAdapter(memoryHost({ flags: 'all' }).transport)).toggles;
    const none = toggles(new HostGatewayAdapter(memoryHost({ flags: 'none' }).transport)).toggles;
    await all.initialize(context);
    await none.initialize(context);
    expect(all.isEnabled('enable-tenant-mtls-certificates')).toBe(true);
    expect(none.isEnabled('enable-tenant-mtls-certificates')).toBe(false);
  });

  it("source 'static': toggles come from AppSettings.FEATURE_TOGGLES, the host is not asked", async () => {
    const host = new FakeHostGateway({ toggles: () => Promise.reject(new Error('must not be asked')) });
    const settings: AppSettings = {
      ...appSettings,
      FEATURE_TOGGLE_SOURCE: 'static',
      FEATURE_TOGGLES: { 'pipeline-enable': false, 'tenant-calls-settings': true },
    };
    const { toggles: subject } = toggles(host, settings);
    await subject.initialize(context);
    expect(subject.isEnabled('tenant-calls-settings')).toBe(true);
    expect(subject.isEnabled('pipeline-enable')).toBe(false);
  });

  it('sets the evaluation context from the user and tenant, in its own OpenFeature domain', async () => {
    const { transport } = memoryHost();
    const { toggles: subject } = toggles(new HostGatewayAdapter(transport));
    await subject.initialize(context);
    expect(OpenFeature.getContext(subject.domain)).toEqual({
      targetingKey: context.userIdentity,
      email: context.email,
      tenantId: context.tenantId,
    });
    expect(OpenFeature.getContext()).not.toHaveProperty('tenantId');
    const other = toggles(new HostGatewayAdapter(transport)).toggles;
    expect(other.domain).not.toBe(subject.domain);
  });

  it('is off before initialize, and unknown toggles are off with one warning', async () => {
    const { transport } = memoryHost({ flags: 'all' });
    const { toggles: subject, logger } = toggles(new HostGatewayAdapter(transport));
    expect(subject.isEnabled('pipeline-enable')).toBe(false);
    await subject.initialize(context);
    expect(subject.isEnabled('not-a-toggle')).toBe(false);
    expect(subject.isEnabled('not-a-toggle')).toBe(false);
    expect(logger.warnings).toEqual(["Unknown feature toggle 'not-a-toggle' is off"]);
  });

  it("issue 35 §2: source 'host', the portal answers with an error → every toggle is off (never FEATURE_TOGGLES), with a warning", async () => {
    const failing = new FakeHostGateway({
      toggles: () => Promise.reject(new Error('getFeatureToggles: general error')),
    });
    const settings: AppSettings = {
      ...appSettings,
      FEATURE_TOGGLES: { 'pipeline-enable': true, 'tenant-calls-settings': true },
    };
    const { toggles: subject, logger } = toggles(failing, settings);
    await expect(subject.initialize(context)).resolves.toBeUndefined();
    expect(subject.isEnabled('tenant-calls-settings')).toBe(false);
    expect(subject.isEnabled('pipeline-enable')).toBe(false);
    expect(subject.lateAnswer()).toBeUndefined();
    expect(logger.warnings).toEqual([
      'The portal answered getFeatureToggles with an error; every toggle is off',
    ]);
    expect(logger.errors).toEqual([]);
  });

  it("issue 35 §2: source 'host', no answer within 1 s → every toggle is off; the late answer is applied and listeners are told", async () => {
    vi.useFakeTimers();
    let answer: (toggles: Record<string, boolean>) => void = () => undefined;
    const slow = new FakeHostGateway({
      toggles: () => new Promise<Record<string, boolean>>((resolve) => (answer = resolve)),
    });
    const settings: AppSettings = { ...appSettings, FEATURE_TOGGLES: { 'pipeline-enable': true } };
    const { toggles: subject, logger } = toggles(slow, settings);
    let told = 0;
    subject.onChange(() => (told += 1));
    const started = subject.initialize(context);
    await vi.advanceTimersByTimeAsync(OPTIONAL_ANSWER_TIMEOUT_MS);
    await started;
    expect(subject.isEnabled('pipeline-enable')).toBe(false);
    expect(logger.warnings).toEqual([
      'The portal did not answer getFeatureToggles within 1000 ms; every toggle is off until it does',
    ]);
    const late = subject.lateAnswer()!;
    expect(late).toBeInstanceOf(Promise);

    answer({ 'enable-tenant-mtls-certificates': true });
    await late;
    expect(subject.isEnabled('enable-tenant-mtls-certificates')).toBe(true);
    expect(subject.isEnabled('pipeline-enable')).toBe(false);
    expect(told).toBe(1);
    expect(subject.lateAnswer()).toBeUndefined();
    vi.useRealTimers();
  });

  it('fails closed: when the provider cannot start at all, every toggle is off and the error is logged', async () => {
    const throwing = new FakeHostGateway({ toggles: () => Promise.reject(new Error('host down')) });
    const settings = {
      ...appSettings,
      FEATURE_TOGGLE_SOURCE: 'static',
      get FEATURE_TOGGLES(): never {
        throw new Error('settings unreadable');
      },
    } as unknown as AppSettings;
    const { toggles: subject, logger } = toggles(throwing, settings);
    await expect(subject.initialize(context)).resolves.toBeUndefined();
    expect(subject.isEnabled('pipeline-enable')).toBe(false);
    expect(logger.errors).toEqual(['Feature toggles could not be loaded; every toggle is off']);
  });
});
