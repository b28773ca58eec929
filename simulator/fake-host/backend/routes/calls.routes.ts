import type { FakeRouteModule } from '../backend-context';
import { phoneNumberSettings } from '../dataset/phone-number-settings';
import { notFound } from '../fake-host.error';
import { requireBot } from './bot-directory';

/**
 * Calls (spec 1 §7 'Portal service'): a bot's phone number settings, read by anyone who sees
 * the bot (locked bots show their status too). The terms and the changes go through the
 * portal's application requests instead (calls.operations.ts).
 */
export const callsRoutes: FakeRouteModule = {
  name: 'calls',
  register(router, context) {
    router.on(
      context.addresses.portal,
      'get',
      '/applications/{identity}/phone-number-settings-calling',
      ({ params }) => {
        const bot = requireBot(context, params['identity']);
        const settings = phoneNumberSettings(context).get(bot.shortName);
        if (settings === undefined) throw notFound(`phone number settings of '${bot.shortName}'`);
        return structuredClone(settings);
      },
    );
  },
};
