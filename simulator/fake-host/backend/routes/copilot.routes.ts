import type { LimeCommand } from '../../../../src/application/shared/command-channel.port';
import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import type { FakeRouteModule } from '../backend-context';
import { COPILOT_ITEM, copilotConfiguration } from '../dataset/copilot-configuration';
import type { FakeBotRecord } from '../dataset/fake-data';
import { invalidArgument, notAllowed, notFound } from '../fake-host.error';
import { sameIdentity } from '../identity';
import type { RouteHandler } from '../fake-router';
import { authorityOf } from '../uri-pattern';
import { requireBot, requirePermission, requirePermittedBot } from './bot-directory';
import { collection, isRecord, requireAdmin } from './route-helpers';

/** Commands on one bot name it as the uri's authority: 'lime://{bot}/copilot/enable'. */
function botOfUri(command: LimeCommand): string {
  const authority = authorityOf(command.uri);
  if (authority === undefined) throw invalidArgument("the uri must name the bot: 'lime://{bot}/…'");
  return authority;
}

function requireJson(command: LimeCommand): void {
  if (command.type !== MediaTypes.json) throw invalidArgument(`type must be ${MediaTypes.json}`);
}

/** The bulk form's resource: exactly { TenantBotBlipCopilotEnabled: boolean }. */
function readSwitch(resource: unknown): boolean {
  const value = isRecord(resource) ? resource[COPILOT_ITEM] : undefined;
  if (typeof value !== 'boolean' || Object.keys(resource as object).length !== 1) {
    throw invalidArgument(`the resource must be { ${COPILOT_ITEM}: boolean }`);
  }
  return value;
}

/**
 * Copilot per bot (spec 1 §7 'Copilot'): configuration items the desk keeps for each bot,
 * read through the messaging server, switched one bot at a time or in the bulk form. Reads
 * answer for locked bots too (the page shows them as disabled); changes need permission.
 */
export const copilotRoutes: FakeRouteModule = {
  name: 'copilot',
  register(router, context) {
    const { messaging, desk } = context.addresses;
    const store = (bot: FakeBotRecord, enabled: boolean): void => {
      const configuration = copilotConfiguration(context);
      const items = configuration.get(bot.shortName) ?? new Map<string, string>();
      items.set(COPILOT_ITEM, enabled ? 'True' : 'False');
      configuration.set(bot.shortName, items);
    };

    router.on(messaging, 'get', '/configuration/caller', ({ command, query }) => {
      if (!sameIdentity(query['owner'] ?? '', desk)) throw invalidArgument(`owner must be ${desk}`);
      const bot = requireBot(context, botOfUri(command));
      const items = copilotConfiguration(context).get(bot.shortName);
      if (items === undefined || items.size === 0) throw notFound(`configuration of '${bot.shortName}'`);
      return collection(
        MediaTypes.json,
        [...items].map(([name, value]) => ({ name, value })),
      );
    });

    const switchTo =
      (enabled: boolean): RouteHandler =>
      ({ command }) => {
        const bot = requirePermittedBot(context, botOfUri(command));
        requireAdmin(context, 'switch Copilot');
        requireJson(command);
        store(bot, enabled);
        return undefined;
      };
    router.on(desk, 'set', '/copilot/enable', switchTo(true));
    router.on(desk, 'set', '/copilot/disable', switchTo(false));

    // Sent on the bot's behalf (`from`) by the user's portal session (`pp`).
    router.on(desk, 'set', '/configuration', ({ command, query }) => {
      const caller = query['caller'];
      const bot = requireBot(context, caller);
      if (!sameIdentity(command.from ?? '', caller ?? '')) {
        throw invalidArgument('from must be the caller bot');
      }
      if (!sameIdentity(command.pp ?? '', context.data.loggedUser.localNode)) {
        throw notAllowed("pp must be the logged user's session");
      }
      requirePermission(bot);
      requireJson(command);
      store(bot, readSwitch(command.resource));
      return undefined;
    });
  },
};
