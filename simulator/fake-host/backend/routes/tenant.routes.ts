import type { FakeRouteModule } from '../backend-context';
import { invalidArgument, notAllowed } from '../fake-host.error';
import { sameIdentity } from '../identity';
import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import { collection, isRecord, requireTenant, viewerMember } from './route-helpers';
import { applicationView, tenantView } from './views';

const MAX_NAME_LENGTH = 100;

/** Contract-level portal commands (spec 1 §7 'Portal service'). */
export const tenantRoutes: FakeRouteModule = {
  name: 'tenant',
  register(router, context) {
    const portal = context.addresses.portal;

    router.on(portal, 'get', '/tenants-mine', () =>
      collection(MediaTypes.tenant, [context.data.tenant, ...context.data.otherTenants].map(tenantView)),
    );

    router.on(portal, 'get', '/tenants/{tenantId}', ({ params }) =>
      tenantView(requireTenant(context, params['tenantId'])),
    );

    // Only admins may edit the contract (spec 1 §6: write on tenant-summary).
    router.on(portal, 'set', '/tenants/{tenantId}', ({ params, command }) => {
      const tenant = requireTenant(context, params['tenantId']);
      if (viewerMember(context)?.roleId !== 'admin') throw notAllowed('only admins edit the contract');
      const resource = command.resource;
      if (!isRecord(resource)) throw invalidArgument('the tenant resource must be an object');
      const info = isRecord(resource['info']) ? resource['info'] : resource;
      const id = info['id'] ?? resource['id'];
      if (id !== undefined && (typeof id !== 'string' || id.toLowerCase() !== tenant.id.toLowerCase())) {
        throw invalidArgument('the tenant id does not match the uri');
      }
      const name = info['name'];
      if (name !== undefined) {
        if (typeof name !== 'string' || name.trim() === '' || name.trim().length > MAX_NAME_LENGTH) {
          throw invalidArgument('the tenant name must have 1 to 100 characters');
        }
      }
      const photoUri = info['photoUri'];
      if (photoUri !== undefined && photoUri !== null && !isHttpUrl(photoUri)) {
        throw invalidArgument('photoUri must be an http(s) URL');
      }
      if (typeof name === 'string') tenant.name = name.trim();
      if (photoUri === null || typeof photoUri === 'string') tenant.photoUri = photoUri ?? undefined;
      return undefined;
    });

    router.on(portal, 'get', '/tenants/{tenantId}/unique-admin-applications/{userIdentity}', ({ params }) => {
      requireTenant(context, params['tenantId']);
      const identity = params['userIdentity'] ?? '';
      const bots = context.data.bots.filter(
        (bot) => bot.admins.length === 1 && sameIdentity(bot.admins[0] ?? '', identity),
      );
      return collection(
        MediaTypes.application,
        bots.map((bot) => applicationView(bot, context.domains)),
      );
    });
  },
};

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
