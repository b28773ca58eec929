import type { FakeRouteModule } from '../backend-context';
import { notFound } from '../fake-host.error';
import { accountNameOf, identityKey } from '../identity';
import { MediaTypes } from '../../../shared/media-types';
import { collection, findMember, listedMembers, pageOf, pageWindow, requireTenant } from './route-helpers';
import { memberView } from './views';

/** Spec 1 §9: member pages hold 100. */
const MEMBER_PAGE_SIZE = 100;

/** Members and accounts (spec 1 §7 'Portal service', 'Accounts service'). */
export const membersRoutes: FakeRouteModule = {
  name: 'members',
  register(router, context) {
    const portal = context.addresses.portal;

    router.on(portal, 'get', '/tenants/{tenantId}/users', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const page = pageOf(listedMembers(context), pageWindow(query, MEMBER_PAGE_SIZE), 'tenant users');
      return collection(MediaTypes.tenantUser, page.map(memberView));
    });

    router.on(portal, 'get', '/tenants/{tenantId}/users/{userIdentity}', ({ params }) => {
      requireTenant(context, params['tenantId']);
      const member = findMember(context, params['userIdentity'] ?? '');
      if (member === undefined) throw notFound(`tenant user '${params['userIdentity'] ?? ''}'`);
      return memberView(member);
    });

    router.on(context.addresses.accounts, 'get', '/accounts/{accountName}', ({ params }) => {
      const wanted = identityKey(params['accountName'] ?? '');
      const people = [
        ...context.data.members.filter((member) => member.hasAccount),
        ...context.data.agents.filter((agent) => agent.userStatus === 'Accepted'),
      ];
      const found = people.find((person) => {
        const key = identityKey(person.userIdentity);
        return key === wanted || accountNameOf(key) === wanted;
      });
      if (found === undefined) throw notFound(`account '${params['accountName'] ?? ''}'`);
      return {
        identity: found.userIdentity,
        fullName: found.fullName,
        email: found.email,
        culture: 'culture' in found ? found.culture : 'pt-BR',
        creationDate: found.creationDate,
      };
    });
  },
};
