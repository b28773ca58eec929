import { describe, expect, it } from 'vitest';
import {
  COPILOT_ITEM,
  copilotConfiguration,
  copilotSnapshot,
  DESK_ITEM,
} from '../../../../../simulator/fake-host/backend/dataset/copilot-configuration';
import type { FakeBackend } from '../../../../../simulator/fake-host/backend/fake-backend';
import type { FakeBotRecord } from '../../../../../simulator/fake-host/backend/dataset/fake-data';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';
import { botIdentity, lockedBot, permittedBots } from '../../../../infrastructure/support/fake-bots';
import { memoryHost } from '../../../../infrastructure/support/memory-host';

/** The fake Copilot routes (backend/routes/copilot.routes.ts): spec 1 §7 'Copilot'. */
const DESK = 'postmaster@desk.msging.net';
const OWNER = encodeURIComponent(DESK);

type Items = { total: number; itemType: string; items: { name: string; value: string }[] };

const read = (backend: FakeBackend, bot: FakeBotRecord, owner = OWNER) =>
  backend.execute({
    method: 'get',
    uri: `lime://${botIdentity(bot)}/configuration/caller?owner=${owner}`,
  }) as Items;

const copilotValue = (backend: FakeBackend, bot: FakeBotRecord) =>
  read(backend, bot).items.find((item) => item.name === COPILOT_ITEM)?.value;

const switchOne = (
  backend: FakeBackend,
  bot: FakeBotRecord,
  action: 'enable' | 'disable',
  type = 'application/json',
) =>
  backend.execute({
    to: DESK,
    method: 'set',
    uri: `lime://${botIdentity(bot)}/copilot/${action}`,
    type,
    resource: {},
  });

function configure(
  backend: FakeBackend,
  bot: FakeBotRecord,
  resource: unknown,
  overrides: { from?: string; pp?: string } = {},
) {
  const identity = botIdentity(bot);
  return backend.execute({
    to: DESK,
    method: 'set',
    uri: `lime://${DESK}/configuration?caller=${encodeURIComponent(identity)}`,
    type: 'application/json',
    from: overrides.from ?? identity,
    pp: overrides.pp ?? backend.data.loggedUser.localNode,
    resource,
  });
}

describe('copilot configuration: seed', () => {
  it("spec 1 §3 Copilot bot: a third of the managed bots 'True', a third 'False', the rest unset; a locked bot 'True'", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const backend = fakeBackend({ seed });
      const values = copilotSnapshot(backend);
      const managed = permittedBots(backend).map((bot) => values[bot.shortName]);
      const third = Math.floor(managed.length / 3);
      expect(managed.filter((value) => value === 'True').length).toBeGreaterThanOrEqual(third);
      expect(managed.filter((value) => value === 'False').length).toBeGreaterThanOrEqual(third);
      expect(managed.filter((value) => value === null).length).toBeGreaterThanOrEqual(third);
      expect(values[lockedBot(backend).shortName]).toBe('True');
    }
  });

  it('every bot also holds an unrelated desk item, so readers must pick the Copilot item by name', () => {
    const backend = fakeBackend();
    const configuration = copilotConfiguration(backend);
    for (const bot of backend.data.bots)
      expect(configuration.get(bot.shortName)?.get(DESK_ITEM)).toBe('True');
    const firsts = backend.data.bots.map((bot) => read(backend, bot).items[0]?.name);
    expect(new Set(firsts)).toEqual(new Set([COPILOT_ITEM, DESK_ITEM]));
  });

  it("scenario 'copilot-new': no bot has Copilot enabled, locked ones included", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const values = Object.values(copilotSnapshot(fakeBackend({ scenario: 'copilot-new', seed })));
      expect(values).not.toContain('True');
      expect(values).toContain('False');
    }
  });

  it('same seed → the same configuration; other seeds draw others', () => {
    expect(copilotSnapshot(fakeBackend({ seed: 7 }))).toEqual(copilotSnapshot(fakeBackend({ seed: 7 })));
    const drawn = [1, 2, 3, 4].map((seed) =>
      JSON.stringify(Object.values(copilotSnapshot(fakeBackend({ seed })))),
    );
    expect(new Set(drawn).size).toBeGreaterThan(1);
  });
});

describe('copilot routes: read', () => {
  it('spec 1 §7 Copilot: get lime://{bot}/configuration/caller?owner={desk} (no `to`) answers items {name, value}', () => {
    const backend = fakeBackend();
    const bot = backend.data.bots[0]!;
    const answer = read(backend, bot);
    expect(answer.itemType).toBe('application/json');
    expect(answer.total).toBe(answer.items.length);
    expect(answer.items).toContainEqual({ name: DESK_ITEM, value: 'True' });
    expect(copilotValue(backend, bot)).toBe(copilotSnapshot(backend)[bot.shortName] ?? undefined);
  });

  it('answers for locked bots too: the page shows them, as disabled', () => {
    const backend = fakeBackend();
    expect(copilotValue(backend, lockedBot(backend))).toBe('True');
  });

  it('refuses an owner other than the desk (64), an unknown bot (67) and a uri without the bot (64)', () => {
    const backend = fakeBackend();
    const bot = backend.data.bots[0]!;
    expect(failureOf(() => read(backend, bot, encodeURIComponent('postmaster@msging.net'))).code).toBe(64);
    expect(failureOf(() => read(backend, bot, '')).code).toBe(64);
    expect(failureOf(() => read(backend, { ...bot, shortName: 'ghost' })).code).toBe(67);
    expect(
      failureOf(() => backend.execute({ method: 'get', uri: `/configuration/caller?owner=${OWNER}` })).code,
    ).toBe(64);
  });

  it('a bot with no configuration items at all is 67', () => {
    const backend = fakeBackend();
    const bot = backend.data.bots[0]!;
    copilotConfiguration(backend).get(bot.shortName)?.clear();
    expect(failureOf(() => read(backend, bot)).code).toBe(67);
  });
});

describe('copilot routes: per bot', () => {
  it('spec 1 §4 Copilot: set lime://{bot}/copilot/enable|disable on the desk switches the item', () => {
    const { host } = memoryHost();
    const backend = host.backend;
    const bot = permittedBots(backend).find(
      (candidate) => copilotSnapshot(backend)[candidate.shortName] === null,
    )!;
    expect(switchOne(backend, bot, 'enable')).toBeUndefined();
    expect(copilotValue(backend, bot)).toBe('True');
    expect(host.state.copilot[bot.shortName]).toBe('True');
    switchOne(backend, bot, 'disable');
    expect(copilotValue(backend, bot)).toBe('False');
    expect(host.state.copilot[bot.shortName]).toBe('False');
    expect(read(backend, bot).items.filter((item) => item.name === COPILOT_ITEM)).toHaveLength(1);
  });

  it('refuses a locked bot (66), a non-admin (66), an unknown bot (67) and a type other than JSON (64)', () => {
    const backend = fakeBackend();
    const locked = lockedBot(backend);
    expect(failureOf(() => switchOne(backend, locked, 'disable')).code).toBe(66);
    expect(copilotValue(backend, locked)).toBe('True');
    const bot = permittedBots(backend)[0]!;
    expect(failureOf(() => switchOne(backend, { ...bot, shortName: 'ghost' }, 'enable')).code).toBe(67);
    expect(failureOf(() => switchOne(backend, bot, 'enable', 'text/plain')).code).toBe(64);
    const member = fakeBackend({ role: 'member' });
    expect(failureOf(() => switchOne(member, permittedBots(member)[0]!, 'enable')).code).toBe(66);
  });
});

describe('copilot routes: configuration form', () => {
  it("spec 1 §7 Copilot: set lime://{desk}/configuration?caller={bot} from the bot, pp the user's node", () => {
    const { host } = memoryHost();
    const backend = host.backend;
    const bot = permittedBots(backend)[1]!;
    expect(configure(backend, bot, { [COPILOT_ITEM]: true })).toBeUndefined();
    expect(copilotValue(backend, bot)).toBe('True');
    configure(backend, bot, { [COPILOT_ITEM]: false }, { from: botIdentity(bot).toUpperCase() });
    expect(host.state.copilot[bot.shortName]).toBe('False');
  });

  it('refuses an unknown caller (67), another sender (64), another session (66) and a locked bot (66)', () => {
    const backend = fakeBackend();
    const bot = permittedBots(backend)[0]!;
    const on = { [COPILOT_ITEM]: true };
    expect(failureOf(() => configure(backend, { ...bot, shortName: 'ghost' }, on)).code).toBe(67);
    expect(failureOf(() => configure(backend, bot, on, { from: 'other@msging.net' })).code).toBe(64);
    expect(
      failureOf(() => configure(backend, bot, on, { pp: 'someone%40else.com@blip.ai/portal-1' })).code,
    ).toBe(66);
    expect(failureOf(() => configure(backend, lockedBot(backend), { [COPILOT_ITEM]: false })).code).toBe(66);
  });

  it('refuses a resource that is not exactly { TenantBotBlipCopilotEnabled: boolean } (64)', () => {
    const backend = fakeBackend();
    const bot = permittedBots(backend)[0]!;
    const before = copilotSnapshot(backend)[bot.shortName];
    for (const resource of [{}, { [COPILOT_ITEM]: 'True' }, { [COPILOT_ITEM]: true, other: 1 }, true, null]) {
      expect(failureOf(() => configure(backend, bot, resource)).code).toBe(64);
    }
    expect(copilotSnapshot(backend)[bot.shortName]).toBe(before);
  });
});
