import { isCallingEnabled, type CallsBot } from '../../domain/calls/calls-bot.entity';

/** A Calls bot in the shared list: "enabled" is calls enabled (spec 1 §3 derived flags). */
export interface CallsListBot extends CallsBot {
  readonly enabled: boolean;
}

export function toCallsListBot(bot: CallsBot): CallsListBot {
  return { ...bot, enabled: isCallingEnabled(bot.settings) };
}
