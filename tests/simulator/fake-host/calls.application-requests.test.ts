import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { botIdentity, lockedBot, permittedBots } from '../../infrastructure/support/fake-bots';
import { memoryHost, readWireError } from '../../infrastructure/support/memory-host';

/** The portal's Calls application requests (calls.application-requests.ts): spec 1 §7 'Calls'. */
const request = (host: FakeHost, method: string, args: unknown) =>
  host.handle('sendApplicationRequest', { method, args });

const termsOf = (host: FakeHost) => request(host, 'getCallsTerms', [host.state.tenant.id]);

const setCalling = (host: FakeHost, shortName: string, calling: unknown) =>
  request(host, 'setApplicationPhoneNumberSettings', [
    {
      tenantId: host.state.tenant.id,
      applicationIdentity: `${shortName}@msging.net`,
      settings: { calling },
    },
  ]);

async function failure(promise: Promise<unknown>): Promise<FakeHostError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof FakeHostError) return error;
  throw new Error(`expected a FakeHostError, got ${String(error)}`);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sendApplicationRequest getCallsTerms', () => {
  it('spec 1 §7 Calls: getCallsTerms(tenantId) → resource.tenantId once accepted', async () => {
    const { host } = memoryHost();
    expect(await termsOf(host)).toEqual({
      resource: {
        tenantId: host.state.tenant.id,
        acceptedAt: host.state.callsTerms.acceptedAt,
        acceptedBy: host.state.callsTerms.acceptedBy,
      },
    });
  });

  it("scenario 'calls-new': not accepted → rejects with 67 in the nested wire format", async () => {
    const { host } = memoryHost({ scenario: 'calls-new' });
    const error = await failure(termsOf(host));
    expect(readWireError(error.wireError)).toMatchObject({ status: 'failure', reason: { code: 67 } });
    expect((await failure(request(host, 'getCallsTerms', ['elsewhere']))).code).toBe(67);
  });

  it('spec 1 §4 Calls: confirming the CallsTermsModal flips getCallsTerms from 67 to accepted', async () => {
    const { host, ui } = memoryHost({ scenario: 'calls-new' });
    expect((await failure(termsOf(host))).code).toBe(67);
    ui.answerModals({ confirmed: true, data: { accepted: true } });
    expect(await host.handle('Tenant:showModal', { template: 'CallsTermsModal' })).toBe(true);
    expect(await termsOf(host)).toMatchObject({
      resource: { tenantId: host.state.tenant.id, acceptedBy: host.state.loggedUser.identity },
    });
  });
});

describe('sendApplicationRequest setApplicationPhoneNumberSettings', () => {
  it('spec 1 §7 Calls: changes the calling settings, visible in the state and through the read command', async () => {
    const { host, channel } = memoryHost();
    const bot = permittedBots(host.backend)[1]!;
    expect(await setCalling(host, bot.shortName, { status: 'ENABLED' })).toEqual({
      status: 'success',
      resource: { success: true },
    });
    expect(host.state.phoneNumberSettings[bot.shortName]?.calling).toEqual({
      status: 'ENABLED',
      callIconVisibility: 'NOT_SET',
      callbackPermissionStatus: 'NOT_SET',
    });
    const read = await channel.send<{ calling: { status: string } }>({
      to: 'postmaster@portal.blip.ai',
      method: 'get',
      uri: `/applications/${botIdentity(bot)}/phone-number-settings-calling`,
    });
    expect(read.calling.status).toBe('ENABLED');
  });

  it('spec 1 §8 Calls: a bot without a channel resolves with reason code 21', async () => {
    const { host } = memoryHost();
    const bot = permittedBots(host.backend)[0]!;
    expect(await setCalling(host, bot.shortName, { status: 'ENABLED' })).toMatchObject({
      status: 'failure',
      resource: { success: false },
      reason: { code: 21 },
    });
    expect(host.state.phoneNumberSettings[bot.shortName]).toBeNull();
  });

  it('rejects a bad value (64), an unknown bot (67) and a locked bot (66)', async () => {
    const { host } = memoryHost();
    const bot = permittedBots(host.backend)[1]!;
    expect((await failure(setCalling(host, bot.shortName, { status: 'MAYBE' }))).code).toBe(64);
    expect((await failure(setCalling(host, 'ghost', { status: 'ENABLED' }))).code).toBe(67);
    expect(
      (await failure(setCalling(host, lockedBot(host.backend).shortName, { status: 'ENABLED' }))).code,
    ).toBe(66);
    expect((await failure(request(host, 'setApplicationPhoneNumberSettings', []))).code).toBe(64);
  });

  it('unknown methods are still not supported (62)', async () => {
    const { host } = memoryHost();
    expect((await failure(request(host, 'getCallsPrices', [host.state.tenant.id]))).code).toBe(62);
  });
});

describe('fault injection on the Calls application requests', () => {
  it('failRate 1 → both reject with a general error; getApplicationsByTenant is never faulted', async () => {
    const { host } = memoryHost({ failRate: 1 });
    expect(readWireError((await failure(termsOf(host))).wireError).reason.code).toBe(1);
    expect(
      (await failure(setCalling(host, permittedBots(host.backend)[1]!.shortName, { status: 'ENABLED' })))
        .code,
    ).toBe(1);
    expect(host.state.phoneNumberSettings[permittedBots(host.backend)[1]!.shortName]?.calling.status).toBe(
      'NOT_SET',
    );
    const apps = await request(host, 'getApplicationsByTenant', [host.state.tenant.id]);
    expect(apps).toHaveLength(host.state.bots.length);
  });

  it('timeoutRate 1 → the answer never comes within a fake-timer window', async () => {
    vi.useFakeTimers();
    const { host } = memoryHost({ timeoutRate: 1 });
    let settled = 0;
    const settle = () => (settled += 1);
    void termsOf(host).then(settle, settle);
    void setCalling(host, permittedBots(host.backend)[1]!.shortName, { status: 'ENABLED' }).then(
      settle,
      settle,
    );
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(settled).toBe(0);
  });

  it('latencyMs delays the answer by that much', async () => {
    vi.useFakeTimers();
    const { host } = memoryHost({ latencyMs: 300 });
    let answer: unknown;
    void termsOf(host).then((value) => (answer = value));
    await vi.advanceTimersByTimeAsync(299);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toMatchObject({ resource: { tenantId: host.state.tenant.id } });
  });
});
