import { sameIdentity } from '../identity';
import type { FakeBotRecord } from './fake-data';

/** Avatars in public/fake-storage/bot-avatars/, which the dev and preview servers serve as is. */
export const BOT_AVATARS: readonly string[] = [
  '/fake-storage/bot-avatars/violet-a.svg',
  '/fake-storage/bot-avatars/teal-b.svg',
  '/fake-storage/bot-avatars/orange-c.svg',
];

/** Every fifth bot is locked to a user who does not administer it, so every seed shows locks. */
const LOCKED_EVERY = 5;
/** Every fourth bot has no avatar, so the module's default logo shows too. */
const PLAIN_EVERY = 4;

export type BotAccess = Pick<FakeBotRecord, 'hasPermission' | 'imageUri'>;

/**
 * The logged user's access to the bot at `index`, and its avatar. Taken from the position
 * only, never from a seeded stream, so the bots, members and agents drawn after are unchanged.
 */
export function botAccess(
  index: number,
  admins: readonly string[],
  viewerIdentity: string | undefined,
): BotAccess {
  const administers =
    viewerIdentity !== undefined && admins.some((admin) => sameIdentity(admin, viewerIdentity));
  const plain = index % PLAIN_EVERY === PLAIN_EVERY - 1;
  return {
    hasPermission: administers || index % LOCKED_EVERY !== LOCKED_EVERY - 1,
    imageUri: plain ? undefined : BOT_AVATARS[index % BOT_AVATARS.length],
  };
}
