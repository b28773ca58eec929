import type { FakeBackend } from '../../../simulator/fake-host/backend/fake-backend';
import type { FakeBotRecord } from '../../../simulator/fake-host/backend/dataset/fake-data';

/** Bots of the fake contract the Copilot and Calls tests pick from. */
export const botIdentity = (bot: FakeBotRecord): string => `${bot.shortName}@msging.net`;

export function permittedBots(backend: FakeBackend): FakeBotRecord[] {
  return backend.data.bots.filter((bot) => bot.hasPermission);
}

export function lockedBot(backend: FakeBackend): FakeBotRecord {
  const bot = backend.data.bots.find((candidate) => !candidate.hasPermission);
  if (bot === undefined) throw new Error('the dataset has no locked bot');
  return bot;
}
