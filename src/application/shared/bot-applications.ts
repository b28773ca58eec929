import type { BotApplication } from '../../domain/shared/bot.entity';
import type { Application } from './host.port';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The contract's applications as the bot-permission pages use them (spec 1 §3): the host's
 * list is data from another system, so each field is checked; hasPermission is true only when
 * the host says so (default false); a short name listed twice is one bot.
 */
export function toBotApplications(applications: readonly Application[]): BotApplication[] {
  const seen = new Set<string>();
  const bots: BotApplication[] = [];
  for (const application of applications) {
    const shortName = text(application.shortName);
    if (shortName === undefined || seen.has(shortName.toLowerCase())) continue;
    seen.add(shortName.toLowerCase());
    bots.push({
      id: text(application['id']) ?? shortName,
      shortName,
      name: text(application.name) ?? shortName,
      imageUri: text(application['imageUri']),
      hasPermission: application['hasPermission'] === true,
    });
  }
  return bots;
}

/**
 * Issue 34: per-bot state reads (Copilot configuration, Calls number settings) in flight at once
 * on the Copilot and Calls pages, chosen from measurement (docs/decisions/copilot-and-calls.md
 * 'Reads in the background'): at a 150 ms portal 24 reads 2,000 bots in about a third of the time 6 took;
 * 32 gained little more, and every extra slot is one more request one page keeps on the backend.
 */
export const BOT_STATE_READ_WIDTH = 24;
