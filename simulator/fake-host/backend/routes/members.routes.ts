import { isRoleId } from '../../../../src/domain/access/role';
import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import type { FakeMemberRecord } from '../dataset/fake-data';
import { invalidArgument, notAllowed, notFound } from '../fake-host.error';
import { sameIdentity } from '../identity';
import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import { MemberDirectory } from './member-directory';
import {
  collection,
  isRecord,
  listedMembers,
  pageOf,
  pageWindow,
  requireTenant,
  viewerMember,
} from './route-helpers';
import { memberView } from './views';

/** Spec 1 §9: member pages hold 100. */
const MEMBER_PAGE_SIZE = 100;

const directoryOf = (context: FakeBackendContext): MemberDirectory =>
  context.slice('members:directory', (_random, ctx) => new MemberDirectory(ctx));

/**
 * Members and accounts (spec 1 §7 'Portal service', 'Accounts service'). Like the portal,
 * only admins (write on tenant-members, spec 1 §6) change roles, answer requests and remove
 * members; anyone may remove themselves (leaving the contract); the owner can be neither
 * demoted nor removed.
 */
export const membersRoutes: FakeRouteModule = {
  name: 'members',
  register(router, context) {
    const portal = context.addresses.portal;
    const directory = directoryOf(context);

    const targetOf = (tenantId: string | undefined, identity: string | undefined): FakeMemberRecord => {
      requireTenant(context, tenantId);
      const member = directory.member(identity ?? '');
      if (member === undefined) throw notFound(`tenant user '${identity ?? ''}'`);
      return member;
    };
    const requireAdmin = (why: string): void => {
      if (viewerMember(context)?.roleId !== 'admin') throw notAllowed(`only admins ${why}`);
    };
    const isOwner = (member: FakeMemberRecord): boolean =>
      sameIdentity(member.userIdentity, context.data.tenant.ownerIdentity);

    router.on(portal, 'get', '/tenants/{tenantId}/users', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const page = pageOf(listedMembers(context), pageWindow(query, MEMBER_PAGE_SIZE), 'tenant users');
      return collection(MediaTypes.tenantUser, page.map(listedView));
    });

    router.on(portal, 'get', '/tenants/{tenantId}/users/{userIdentity}', ({ params }) =>
      memberView(targetOf(params['tenantId'], params['userIdentity'])),
    );

    router.on(portal, 'set', '/tenants/{tenantId}/users/{userIdentity}/role', ({ params, command }) => {
      const member = targetOf(params['tenantId'], params['userIdentity']);
      requireAdmin('change roles');
      const resource = command.resource;
      const roleId =
        isRecord(resource) && typeof resource['id'] === 'string' ? resource['id'].toLowerCase() : undefined;
      if (!isRoleId(roleId))
        throw invalidArgument("the role resource must be { id: 'guest' | 'member' | 'admin' }");
      if (isOwner(member) && roleId !== 'admin') throw notAllowed('the contract owner stays an admin');
      member.roleId = roleId;
      return undefined;
    });

    router.on(
      portal,
      'set',
      '/tenants/{tenantId}/users/{userIdentity}/user-status',
      ({ params, command }) => {
        const member = targetOf(params['tenantId'], params['userIdentity']);
        requireAdmin('answer requests to join');
        const decision =
          typeof command.resource === 'string' ? command.resource.trim().toLowerCase() : undefined;
        if (decision !== 'accepted' && decision !== 'rejected') {
          throw invalidArgument("the user status must be 'accepted' or 'rejected'");
        }
        if (member.userStatus === 'Accepted') throw invalidArgument('the user is not waiting for an answer');
        member.userStatus = decision === 'accepted' ? 'Accepted' : 'Rejected';
        return undefined;
      },
    );

    router.on(portal, 'delete', '/tenants/{tenantId}/users/{userIdentity}', ({ params }) => {
      const member = targetOf(params['tenantId'], params['userIdentity']);
      const self = sameIdentity(member.userIdentity, context.data.loggedUser.identity);
      if (!self) requireAdmin('remove members');
      if (isOwner(member)) throw notAllowed('the contract owner cannot be removed');
      context.data.members.splice(context.data.members.indexOf(member), 1);
      return undefined;
    });

    router.on(context.addresses.accounts, 'get', '/accounts/{accountName}', ({ params }) => {
      const found = directory.account(params['accountName'] ?? '');
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

/**
 * The portal lists an invitation by the e-mail it was sent to: the invitee's name comes
 * from their account (spec 1 §7 account lookup), or else the decoded account name.
 */
function listedView(member: FakeMemberRecord): Record<string, unknown> {
  const view = memberView(member);
  if (member.userStatus === 'PendingUser') delete view['fullName'];
  return view;
}
