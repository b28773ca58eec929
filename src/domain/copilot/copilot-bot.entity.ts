import type { BotApplication } from '../shared/bot.entity';

/** spec 1 §3 'Copilot bot': the application plus whether copilot is on for it. */
export interface CopilotBot extends BotApplication {
  /** Always false without hasPermission (spec 1 §3). */
  readonly enabled: boolean;
}

/** One bot configuration item as the messaging service lists it. */
export interface ConfigurationItem {
  readonly name: string;
  readonly value: string;
}

/** The product name in the middle of the key (docs/decisions.md: the platform is 'Blip'). */
export const COPILOT_PRODUCT = 'Blip';

/** spec 1 §3: the bot configuration item that says copilot is on. */
export const COPILOT_ENABLED_KEY = `TenantBot${COPILOT_PRODUCT}CopilotEnabled`;

/** spec 1 §3: enabled when the item's value is 'True' (read trimmed, case-insensitively). */
export function isCopilotConfigured(items: readonly ConfigurationItem[]): boolean {
  const item = items.find((candidate) => candidate.name === COPILOT_ENABLED_KEY);
  return item !== undefined && item.value.trim().toLowerCase() === 'true';
}

export function copilotBot(application: BotApplication, items: readonly ConfigurationItem[]): CopilotBot {
  return { ...application, enabled: application.hasPermission && isCopilotConfigured(items) };
}

/**
 * spec 1 §2 'Copilot page': the bot permissions show when the copilot toggle is on or any bot
 * already has copilot on; otherwise the offer page.
 */
export function showsBotPermissions(toggleOn: boolean, bots: readonly CopilotBot[]): boolean {
  return toggleOn || bots.some((bot) => bot.enabled);
}
