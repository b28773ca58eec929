import type { ConfigurationItem } from '../../domain/copilot/copilot-bot.entity';

/** Copilot per bot on the messaging and desk services (spec 1 §7 'Copilot'). */
export const CopilotGateway = Symbol.for('CopilotGateway');
export interface CopilotGateway {
  /** The bot's configuration items in the desk's domain; none (67) is an empty list. */
  getConfiguration(shortName: string): Promise<ConfigurationItem[]>;
  /** The per-bot form: set …/copilot/enable or …/copilot/disable. */
  setEnabled(shortName: string, enabled: boolean): Promise<void>;
  /**
   * The configuration form: set the desk's configuration for the bot as caller, sent from the
   * bot with pp set to the user's node (`localNode`).
   */
  configureEnabled(shortName: string, enabled: boolean, localNode: string): Promise<void>;
}
