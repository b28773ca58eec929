import { describe, expect, it } from 'vitest';
import {
  phoneNumberSettings,
  phoneNumberSettingsSnapshot,
} from '../../../../../simulator/fake-host/backend/dataset/phone-number-settings';
import type { FakeBotRecord } from '../../../../../simulator/fake-host/backend/dataset/fake-data';
import type { FakeBackend } from '../../../../../simulator/fake-host/backend/fake-backend';
import {
  callsTermsOf,
  updatePhoneNumberSettings,
} from '../../../../../simulator/fake-host/backend/routes/calls.operations';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';
import { botIdentity, lockedBot, permittedBots } from '../../../../infrastructure/support/fake-bots';

/** The fake Calls backend (calls.routes.ts, calls.operations.ts): spec 1 §7 'Calls'. */
const PORTAL = 'postmaster@portal.blip.ai';

const read = (backend: FakeBackend, bot: FakeBotRecord) =>
  backend.execute({
    to: PORTAL,
    method: 'get',
    uri: `/applications/${botIdentity(bot)}/phone-number-settings-calling`,
  }) as { phoneNumber: string; calling: Record<string, string> };

const update = (backend: FakeBackend, bot: FakeBotRecord, calling: unknown) =>
  updatePhoneNumberSettings(backend, {
    tenantId: backend.data.tenant.id,
    applicationIdentity: botIdentity(bot),
    settings: { calling },
  });

/** A managed bot with a channel, whose calling is in the given state. */
const withStatus = (backend: FakeBackend, status: string) =>
  permittedBots(backend).find(
    (bot) => phoneNumberSettings(backend).get(bot.shortName)?.calling.status === status,
  )!;

describe('calls phone number settings: seed', () => {
  it('spec 1 §4 Calls states: every state is seeded, and bots without a WhatsApp channel', () => {
    for (const seed of [1, 2, 3]) {
      const states = Object.values(phoneNumberSettingsSnapshot(fakeBackend({ seed }))).map((settings) =>
        settings === null
          ? 'no channel'
          : `${settings.calling.status}/${settings.calling.callbackPermissionStatus}`,
      );
      expect(new Set(states)).toEqual(
        new Set([
          'no channel',
          'NOT_SET/NOT_SET',
          'ENABLED/ENABLED',
          'ENABLED/DISABLED',
          'DISABLED/DISABLED',
        ]),
      );
    }
  });

  it('the first managed bot has no channel and the second was never set, for end-to-end tests to find', () => {
    for (const seed of [1, 2, 3]) {
      const backend = fakeBackend({ seed });
      const [first, second] = permittedBots(backend);
      const snapshot = phoneNumberSettingsSnapshot(backend);
      expect(snapshot[first!.shortName]).toBeNull();
      expect(snapshot[second!.shortName]?.calling).toEqual({
        status: 'NOT_SET',
        callIconVisibility: 'NOT_SET',
        callbackPermissionStatus: 'NOT_SET',
      });
    }
  });

  it('phone numbers look Brazilian and are unique; same seed → the same settings', () => {
    const backend = fakeBackend({ counts: { bots: 300 } });
    const numbers = [...phoneNumberSettings(backend).values()].map((settings) => settings.phoneNumber);
    expect(numbers.every((number) => /^\+55 \d{2} 9\d{4}-\d{4}$/.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(phoneNumberSettingsSnapshot(fakeBackend({ seed: 4 }))).toEqual(
      phoneNumberSettingsSnapshot(fakeBackend({ seed: 4 })),
    );
  });
});

describe('calls routes: phone number settings', () => {
  it('spec 1 §7 Calls: get /applications/{bot}/phone-number-settings-calling answers { phoneNumber, calling }', () => {
    const backend = fakeBackend();
    const bot = withStatus(backend, 'ENABLED');
    const answer = read(backend, bot);
    expect(answer).toEqual(phoneNumberSettings(backend).get(bot.shortName));
    answer.calling['status'] = 'DISABLED';
    expect(read(backend, bot).calling['status']).toBe('ENABLED');
    expect(read(backend, lockedBot(backend)).phoneNumber).toMatch(/^\+55 /);
  });

  it('a bot without a WhatsApp channel is 67, and so is an unknown bot', () => {
    const backend = fakeBackend();
    expect(failureOf(() => read(backend, permittedBots(backend)[0]!)).code).toBe(67);
    expect(failureOf(() => read(backend, { ...backend.data.bots[0]!, shortName: 'ghost' })).code).toBe(67);
  });
});

describe('calls operations: terms', () => {
  it("spec 1 §3 Calls terms: accepted in 'default' → resource { tenantId, acceptedAt, acceptedBy }", () => {
    const backend = fakeBackend();
    expect(callsTermsOf(backend, backend.data.tenant.id)).toEqual({
      resource: {
        tenantId: backend.data.tenant.id,
        acceptedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        acceptedBy: backend.data.tenant.ownerIdentity,
      },
    });
  });

  it("'calls-new' and 'empty' have not accepted them (67); other scenarios have", () => {
    for (const scenario of ['calls-new', 'empty'] as const) {
      const backend = fakeBackend({ scenario });
      expect(failureOf(() => callsTermsOf(backend, backend.data.tenant.id)).code).toBe(67);
    }
    for (const scenario of ['copilot-new', 'owner', 'agents-at-limit'] as const) {
      const backend = fakeBackend({ scenario });
      expect(callsTermsOf(backend, backend.data.tenant.id)).toMatchObject({
        resource: { tenantId: backend.data.tenant.id },
      });
    }
  });

  it('an unknown tenant is 67; a missing tenantId is 64', () => {
    const backend = fakeBackend();
    expect(failureOf(() => callsTermsOf(backend, 'elsewhere')).code).toBe(67);
    expect(failureOf(() => callsTermsOf(backend, undefined)).code).toBe(64);
  });
});

describe('calls operations: setApplicationPhoneNumberSettings', () => {
  it('spec 1 §4 Calls: merges the given calling fields and answers success', () => {
    const backend = fakeBackend();
    const bot = withStatus(backend, 'ENABLED');
    const before = read(backend, bot);
    expect(update(backend, bot, { status: 'DISABLED' })).toEqual({
      status: 'success',
      resource: { success: true },
    });
    expect(read(backend, bot)).toEqual({ ...before, calling: { ...before.calling, status: 'DISABLED' } });
    update(backend, bot, { callIconVisibility: 'DISABLE_ALL', callbackPermissionStatus: 'ENABLED' });
    expect(read(backend, bot).calling).toEqual({
      status: 'DISABLED',
      callIconVisibility: 'DISABLE_ALL',
      callbackPermissionStatus: 'ENABLED',
    });
  });

  it('spec 1 §8 Calls: a bot without a WhatsApp channel is answered with reason code 21 and nothing changes', () => {
    const backend = fakeBackend();
    const bot = permittedBots(backend)[0]!;
    expect(update(backend, bot, { status: 'ENABLED' })).toEqual({
      status: 'failure',
      resource: { success: false },
      reason: { code: 21, description: 'WhatsApp channel not configured for this bot' },
    });
    expect(phoneNumberSettings(backend).has(bot.shortName)).toBe(false);
  });

  it('refuses a locked bot (66), an unknown bot (67) and an unknown tenant (67)', () => {
    const backend = fakeBackend();
    const locked = lockedBot(backend);
    const before = phoneNumberSettingsSnapshot(backend)[locked.shortName];
    expect(failureOf(() => update(backend, locked, { status: 'ENABLED' })).code).toBe(66);
    expect(phoneNumberSettingsSnapshot(backend)[locked.shortName]).toEqual(before);
    expect(
      failureOf(() => update(backend, { ...locked, shortName: 'ghost' }, { status: 'ENABLED' })).code,
    ).toBe(67);
    const bot = withStatus(backend, 'ENABLED');
    const elsewhere = {
      tenantId: 'elsewhere',
      applicationIdentity: botIdentity(bot),
      settings: { calling: { status: 'DISABLED' } },
    };
    expect(failureOf(() => updatePhoneNumberSettings(backend, elsewhere)).code).toBe(67);
  });

  it('refuses bad shapes and values not in spec 1 §4 (64)', () => {
    const backend = fakeBackend();
    const bot = withStatus(backend, 'ENABLED');
    const before = read(backend, bot);
    const bad: unknown[] = [
      undefined,
      'ENABLED',
      {},
      { status: 'ON' },
      { status: 'enabled' },
      { callIconVisibility: 'ENABLED' },
      { callbackPermissionStatus: 'DISABLE_ALL' },
      { volume: 'DEFAULT' },
      { status: true },
    ];
    for (const calling of bad) expect(failureOf(() => update(backend, bot, calling)).code).toBe(64);
    const tenantId = backend.data.tenant.id;
    const settings = { calling: { status: 'DISABLED' } };
    expect(failureOf(() => updatePhoneNumberSettings(backend, null)).code).toBe(64);
    expect(
      failureOf(() => updatePhoneNumberSettings(backend, { applicationIdentity: botIdentity(bot), settings }))
        .code,
    ).toBe(64);
    expect(failureOf(() => updatePhoneNumberSettings(backend, { tenantId, settings })).code).toBe(64);
    expect(
      failureOf(() => updatePhoneNumberSettings(backend, { tenantId, applicationIdentity: botIdentity(bot) }))
        .code,
    ).toBe(64);
    expect(read(backend, bot)).toEqual(before);
  });
});
