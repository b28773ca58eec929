import type { FakeBackendContext } from '../backend-context';
import type { Prng } from '../prng';
import { copilotUnused } from './feature-scenarios';

/** The item Copilot is read from: TenantBot{product}CopilotEnabled, 'True' or 'False' (spec 1 §3). */
export const COPILOT_ITEM = 'TenantBotBlipCopilotEnabled';
/** Another setting stored beside it, so a reader must pick the Copilot item by its name. */
export const DESK_ITEM = 'TenantBotBlipDeskEnabled';

type CopilotValue = 'True' | 'False' | undefined;

/** Each bot's configuration items (name → value), as the desk keeps them, by bot shortName. */
export type CopilotConfiguration = Map<string, Map<string, string>>;

const THIRDS: readonly CopilotValue[] = ['True', 'False', undefined];

/**
 * A third of the bots the user manages enabled, a third disabled, the rest never set; the
 * first locked bot enabled (the page must count it as disabled anyway). 'copilot-new' has
 * no bot enabled. Items come in either order, and every bot has the unrelated desk item.
 */
function seedCopilot(random: Prng, context: FakeBackendContext): CopilotConfiguration {
  const { bots } = context.data;
  const unused = copilotUnused(context.scenario);
  const permitted = bots.filter((bot) => bot.hasPermission);
  const drawn = random.shuffle(permitted.map((_bot, index) => THIRDS[index % THIRDS.length]));
  const values = new Map<string, CopilotValue>(permitted.map((bot, index) => [bot.shortName, drawn[index]]));
  bots
    .filter((bot) => !bot.hasPermission)
    .forEach((bot, index) => values.set(bot.shortName, index === 0 ? 'True' : random.pick(THIRDS)));
  const configuration: CopilotConfiguration = new Map();
  for (const bot of bots) {
    const value = values.get(bot.shortName);
    const copilot: [string, string][] =
      value === undefined ? [] : [[COPILOT_ITEM, unused && value === 'True' ? 'False' : value]];
    const desk: [string, string][] = [[DESK_ITEM, 'True']];
    configuration.set(
      bot.shortName,
      new Map(random.chance(0.5) ? [...copilot, ...desk] : [...desk, ...copilot]),
    );
  }
  return configuration;
}

export function copilotConfiguration(context: FakeBackendContext): CopilotConfiguration {
  return context.slice('copilot', seedCopilot);
}

/** The Copilot item of every bot now ('True', 'False', or null when never set), by shortName. */
export function copilotSnapshot(context: FakeBackendContext): Record<string, string | null> {
  const configuration = copilotConfiguration(context);
  const snapshot: Record<string, string | null> = {};
  for (const bot of context.data.bots) {
    snapshot[bot.shortName] = configuration.get(bot.shortName)?.get(COPILOT_ITEM) ?? null;
  }
  return snapshot;
}
