import { applicationIdentity } from '../../../../src/infrastructure/shared/service-addresses';
import type { FakeBackendContext } from '../backend-context';
import type { FakeBotRecord } from '../dataset/fake-data';
import { notAllowed, notFound } from '../fake-host.error';
import { identityKey } from '../identity';

interface BotIndex {
  length: number;
  byIdentity: Map<string, FakeBotRecord>;
}

/**
 * Bots by identity instead of a scan per command: the Copilot and Calls pages ask about every
 * bot, up to 2,000 of them. No command adds or removes bots; the index is rebuilt anyway if
 * the list changes size, so a test that edits the data still reads it right.
 */
function botsByIdentity(context: FakeBackendContext): Map<string, FakeBotRecord> {
  const index = context.slice<BotIndex>('bots:index', () => ({ length: -1, byIdentity: new Map() }));
  const { bots } = context.data;
  if (index.length !== bots.length) {
    index.byIdentity = new Map(
      bots.map((bot) => [identityKey(applicationIdentity(bot.shortName, context.domains)), bot]),
    );
    index.length = bots.length;
  }
  return index.byIdentity;
}

/** A bot of the contract by its identity, '{shortName}@{messaging domain}' (spec 1 §3). */
export function findBot(context: FakeBackendContext, identity: string): FakeBotRecord | undefined {
  return botsByIdentity(context).get(identityKey(identity));
}

/** Unknown bots are 67. */
export function requireBot(context: FakeBackendContext, identity: string | undefined): FakeBotRecord {
  const bot = identity === undefined ? undefined : findBot(context, identity);
  if (bot === undefined) throw notFound(`bot '${identity ?? ''}'`);
  return bot;
}

/** Bots the logged user may not manage are listed locked and refuse every change (66). */
export function requirePermission(bot: FakeBotRecord): FakeBotRecord {
  if (!bot.hasPermission) throw notAllowed(`no permission on bot '${bot.shortName}'`);
  return bot;
}

export function requirePermittedBot(
  context: FakeBackendContext,
  identity: string | undefined,
): FakeBotRecord {
  return requirePermission(requireBot(context, identity));
}
