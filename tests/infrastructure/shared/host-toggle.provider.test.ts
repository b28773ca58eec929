import { ErrorCode, ProviderEvents, StandardResolutionReasons } from '@openfeature/web-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostGateway } from '../../../src/application/shared/host.port';
import { FEATURE_TOGGLE_NAMES } from '../../../src/domain/access/feature-toggle-names';
import {
  HostToggleProvider,
  type ToggleShortfall,
} from '../../../src/infrastructure/shared/host-toggle.provider';
import { FakeHostGateway } from '../../support/fake-host-gateway';

function hostAnswering(answer: Record<string, boolean>): { host: HostGateway; asked: string[][] } {
  const asked: string[][] = [];
  const host = new FakeHostGateway({
    toggles: (names: readonly string[]) => {
      asked.push([...names]);
      return Promise.resolve(answer);
    },
  });
  return { host, asked };
}

/** A portal whose getFeatureToggles answers (or fails) when the test says so. */
function portalAnsweringLater() {
  const questions: { resolve(answer: Record<string, boolean>): void; reject(error: unknown): void }[] = [];
  const host = new FakeHostGateway({
    toggles: () =>
      new Promise<Record<string, boolean>>((resolve, reject) => questions.push({ resolve, reject })),
  });
  return { host, questions };
}

const NAMES = ['pipeline-enable', 'tenant-calls-settings', 'enable-tenant-mtls-certificates'];
const SHORT_WAIT_MS = 1000;

function failClosedProvider(host: HostGateway) {
  const told: { why: ToggleShortfall; error: unknown }[] = [];
  let applied = 0;
  const provider = new HostToggleProvider(host, NAMES, {
    shortWaitMs: SHORT_WAIT_MS,
    closed: (why, error) => told.push({ why, error }),
    lateApplied: () => (applied += 1),
  });
  const changed: unknown[] = [];
  provider.events.addHandler(ProviderEvents.ConfigurationChanged, (details) => changed.push(details));
  return { provider, told, changed, applied: () => applied };
}

const on = (provider: HostToggleProvider, name: string) =>
  provider.resolveBooleanEvaluation(name, true).value;

afterEach(() => {
  vi.useRealTimers();
});

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
    expect(provider.lateAnswer()).toBeUndefined();
  });

  it('issue 35 §2: no answer within the short wait → every toggle is off (fail closed), and it says why', async () => {
    vi.useFakeTimers();
    const { host, questions } = portalAnsweringLater();
    const { provider, told, changed } = failClosedProvider(host);
    const started = provider.initialize();
    await vi.advanceTimersByTimeAsync(SHORT_WAIT_MS);
    await started;
    expect(NAMES.map((name) => on(provider, name))).toEqual([false, false, false]);
    expect(told).toEqual([{ why: 'no-answer', error: undefined }]);
    expect(changed).toEqual([]);
    expect(questions).toHaveLength(1);
    expect(provider.lateAnswer()).toBeInstanceOf(Promise);
  });

  it('issue 35 §2: a late answer is applied when it arrives, and ConfigurationChanged tells the screens', async () => {
    vi.useFakeTimers();
    const { host, questions } = portalAnsweringLater();
    const { provider, changed, applied } = failClosedProvider(host);
    const started = provider.initialize();
    await vi.advanceTimersByTimeAsync(SHORT_WAIT_MS);
    await started;
    const late = provider.lateAnswer()!;
    questions[0]!.resolve({ 'pipeline-enable': true, 'enable-tenant-mtls-certificates': true });
    await late;
    expect(NAMES.map((name) => on(provider, name))).toEqual([true, false, true]);
    expect(changed).toEqual([expect.objectContaining({ flagsChanged: NAMES })]);
    expect(applied()).toBe(1);
    expect(provider.lateAnswer()).toBeUndefined();
  });

  it('issue 35 §2: an error answer → every toggle is off and nothing more is awaited', async () => {
    const failure = new Error('getFeatureToggles: general error');
    const host = new FakeHostGateway({ toggles: () => Promise.reject(failure) });
    const { provider, told } = failClosedProvider(host);
    await provider.initialize();
    expect(NAMES.map((name) => on(provider, name))).toEqual([false, false, false]);
    expect(told).toEqual([{ why: 'error', error: failure }]);
    expect(provider.lateAnswer()).toBeUndefined();
  });

  it('issue 35 §2: a late error (or the end of the wait) leaves every toggle off and ends the wait', async () => {
    vi.useFakeTimers();
    const { host, questions } = portalAnsweringLater();
    const { provider, changed } = failClosedProvider(host);
    const started = provider.initialize();
    await vi.advanceTimersByTimeAsync(SHORT_WAIT_MS);
    await started;
    const late = provider.lateAnswer()!;
    questions[0]!.reject(new Error('getFeatureToggles: timeout'));
    await late;
    expect(NAMES.map((name) => on(provider, name))).toEqual([false, false, false]);
    expect(changed).toEqual([]);
    expect(provider.lateAnswer()).toBeUndefined();
  });

  it('issue 35 §2: an answer to an older question (the context changed since) is not applied', async () => {
    vi.useFakeTimers();
    const { host, questions } = portalAnsweringLater();
    const { provider, changed } = failClosedProvider(host);
    const first = provider.initialize();
    await vi.advanceTimersByTimeAsync(SHORT_WAIT_MS);
    await first;
    const second = provider.onContextChange();
    questions[1]!.resolve({ 'tenant-calls-settings': true });
    await second;
    questions[0]!.resolve({ 'pipeline-enable': true });
    await vi.advanceTimersByTimeAsync(0);
    expect(NAMES.map((name) => on(provider, name))).toEqual([false, true, false]);
    expect(changed).toEqual([]);
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
