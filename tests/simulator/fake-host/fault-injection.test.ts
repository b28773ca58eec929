import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import { FaultInjector } from '../../../simulator/fake-host/fault-injection';
import { memoryHost, readWireError } from '../../infrastructure/support/memory-host';

const planCommand = (tenantId: string) => ({
  destination: 'BlipService',
  command: {
    id: 'c-1',
    to: 'postmaster@billing.blip.ai',
    method: 'get',
    uri: `/tenants/${tenantId}/subscription/plan`,
  },
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fault injection on sendCommand', () => {
  it('failRate 1 → every command fails with status failure and a code, in the nested wire format', async () => {
    const { host } = memoryHost({ failRate: 1 });
    const error = await host
      .handle('sendCommand', planCommand(host.state.tenant.id))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FakeHostError);
    const body = readWireError((error as FakeHostError).wireError);
    expect(body.status).toBe('failure');
    expect(body.reason.code).toBe(1);
    expect(body).toMatchObject({ id: 'c-1', method: 'get' });
  });

  it('timeoutRate 1 → the answer never comes within a fake-timer window', async () => {
    vi.useFakeTimers();
    const { host } = memoryHost({ timeoutRate: 1 });
    let settled = false;
    void host.handle('sendCommand', planCommand(host.state.tenant.id)).then(
      () => (settled = true),
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(settled).toBe(false);
  });

  it('latencyMs delays the answer by that much', async () => {
    vi.useFakeTimers();
    const { host } = memoryHost({ latencyMs: 500 });
    let answer: unknown;
    void host.handle('sendCommand', planCommand(host.state.tenant.id)).then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(499);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toMatchObject({ name: 'advanced' });
  });

  it('rates of 0 never fault; partial rates are drawn from the seed (replayable)', () => {
    const outcomes = (seed: number) => {
      const faults = new FaultInjector({ latencyMs: 0, failRate: 0.3, timeoutRate: 0.2 }, seed);
      return Array.from({ length: 200 }, () => faults.roll());
    };
    expect(outcomes(5)).toEqual(outcomes(5));
    const counts = outcomes(5).reduce<Record<string, number>>(
      (acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }),
      {},
    );
    expect(counts['timeout']).toBeGreaterThan(20);
    expect(counts['fail']).toBeGreaterThan(20);
    expect(counts['answer']).toBeGreaterThan(60);
    const none = new FaultInjector({ latencyMs: 0, failRate: 0, timeoutRate: 0 }, 5);
    expect(Array.from({ length: 100 }, () => none.roll()).every((o) => o === 'answer')).toBe(true);
  });

  it('configureFaults changes the faults while running; other actions are never faulted', async () => {
    const { host } = memoryHost({ failRate: 1 });
    expect(await host.handle('getCurrentLanguage', undefined)).toBe('pt');
    host.configureFaults({ failRate: 0 });
    expect(host.state.faults.failRate).toBe(0);
    await expect(host.handle('sendCommand', planCommand(host.state.tenant.id))).resolves.toMatchObject({
      name: 'advanced',
    });
  });

  it('issue 24 §2: failUriContaining fails only the calls of one month; the others answer', async () => {
    const { host } = memoryHost({});
    const tenantId = host.state.tenant.id;
    const summary = (month: string) => ({
      destination: 'BlipService',
      command: {
        id: `c-${month}`,
        to: 'postmaster@billing.blip.ai',
        method: 'get',
        uri: `/tenants/${tenantId}/daily-active-users/summary?month=${month}`,
      },
    });
    host.configureFaults({ failUriContaining: 'month=2026-10' });
    const error = await host.handle('sendCommand', summary('2026-10')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FakeHostError);
    expect(readWireError((error as FakeHostError).wireError)).toMatchObject({
      id: 'c-2026-10',
      method: 'get',
    });
    await expect(host.handle('sendCommand', summary('2026-11'))).resolves.toBeDefined();
    host.configureFaults({ failUriContaining: undefined });
    await expect(host.handle('sendCommand', summary('2026-10'))).resolves.toBeDefined();
  });
});
