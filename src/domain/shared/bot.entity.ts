/**
 * A bot (application) of the contract as the bot-permission pages use it (spec 1 §3 'Copilot
 * bot', 'Calls bot'): who it is, how it looks, and whether the logged user may change it.
 */
export interface BotApplication {
  readonly id: string;
  readonly shortName: string;
  readonly name: string;
  /** The avatar; undefined shows the default logo. */
  readonly imageUri: string | undefined;
  /** spec 1 §3: default false; without it the bot is locked (spec 1 §5 'Other'). */
  readonly hasPermission: boolean;
}
