import type { BotApplication } from '../shared/bot.entity';

/** spec 1 §3 'Copilot bot': the application plus whether copilot is on for it. */
export interface CopilotBot extends BotApplication {
  /** Always false without hasPermission (spec 1 §3). */
  readonly enabled: boolean;
  /** Issue 34: its configuration was read (or needs no read: a locked bot is off whatever it holds). */
  readonly stateKnown: boolean;
  /**
   * Its configuration could not be read: shown off, but not known to be off, so a bulk change
   * sends it its command and it does not tell the page that no bot has copilot.
   */
  readonly readFailed?: boolean;
}

/** One bot configuration item as the messaging service lists it. */
export interface ConfigurationItem {
  readonly name: string;
  readonly value: string;
}

/** The product name in the middle of the key (docs/decisions/copilot-and-calls.md: the platform is 'Blip'). */
export const COPILOT_PRODUCT = 'Blip';

/** spec 1 §3: the bot configuration item that says copilot is on. */
export const COPILOT_ENABLED_KEY = `TenantBot${COPILOT_PRODUCT}CopilotEnabled`;

/** spec 1 §3: enabled when the item's value is 'True' (read trimmed, case-insensitively). */
export function isCopilotConfigured(items: readonly ConfigurationItem[]): boolean {
  const item = items.find((candidate) => candidate.name === COPILOT_ENABLED_KEY);
  return item !== undefined && item.value.trim().toLowerCase() === 'true';
}

/** A bot whose configuration was read. */
export function copilotBot(application: BotApplication, items: readonly ConfigurationItem[]): CopilotBot {
  return {
    ...application,
    enabled: application.hasPermission && isCopilotConfigured(items),
    stateKnown: true,
  };
}

/** A bot whose configuration read failed: shown off, its state not known (`readFailed`). */
export function unreadableCopilotBot(application: BotApplication): CopilotBot {
  return { ...application, enabled: false, stateKnown: true, readFailed: true };
}

/**
 * Issue 34: a bot as the applications list gives it, before its configuration is read. A locked
 * bot is never read (spec 1 §3: it is off whatever it holds), so its state is known at once.
 */
export function unreadCopilotBot(application: BotApplication): CopilotBot {
  return { ...application, enabled: false, stateKnown: !application.hasPermission };
}

/** What the Copilot page shows; 'undecided' while the bots read so far cannot tell. */
export type CopilotViewChoice = 'bots' | 'offer' | 'undecided';

/**
 * spec 1 §2 'Copilot page': the bot permissions show when the copilot toggle is on or any bot
 * already has copilot on; otherwise the offer page. Issue 34: one bot read with copilot on is
 * enough for the bot view, but the offer needs every bot read (none may have it on). A bot whose
 * read failed may have it on, so the offer is not shown over it: the bots are.
 */
export function copilotViewChoice(toggleOn: boolean, bots: readonly CopilotBot[]): CopilotViewChoice {
  if (toggleOn) return 'bots';
  let unread = false;
  let unreadable = false;
  for (const bot of bots) {
    if (bot.enabled) return 'bots';
    if (!bot.stateKnown) unread = true;
    if (bot.readFailed === true) unreadable = true;
  }
  if (unread) return 'undecided';
  return unreadable ? 'bots' : 'offer';
}
