import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type {
  AccountListener,
  ListMembersOptions,
  MembersGateway,
} from '../../application/members/members.port';
import type { RoleId } from '../../domain/access/role';
import type { JoinRequestDecision } from '../../domain/members/member-status.rule';
import type { Member } from '../../domain/members/member.entity';
import { pageOffset } from '../../domain/shared/paging.rule';
import { MediaTypes } from '../shared/media-types';
import { serviceAddresses } from '../shared/service-addresses';
import { readFullPages } from '../shared/windowed-pages';
import { lazyImport } from '../shared/lazy-import';
import { MemberAccountsLookup } from './member-accounts.lookup';
import type { MembersPage } from './member.schema';
import { identitySegment } from './member-uri';

/** The members' answer schemas (they carry valibot: lazy-import.ts), loaded beside the first page. */
export const memberSchemas = lazyImport(() => import('./member.schema'));

/** Spec 1 §9: member page size. */
export const MEMBER_PAGE_SIZE = 100;

/**
 * Spec 1 §5/§7/§8: GET /tenants/{tenantId}/users?$skip&$take while a page is full (a multiple
 * of 100); resource-not-found (67, an empty page past the end) ends paging with what was
 * gathered; any other failure is rethrown. Issue 34 §3: the pages are asked a bounded window
 * ahead and taken in page order, so the outcome is the page-after-page loop's. Role, status and
 * removal are the portal commands of spec 1 §7; account lookups go to the accounts service.
 */
@injectable()
export class MembersCommandGateway implements MembersGateway {
  private readonly portal: string;
  private readonly accounts: MemberAccountsLookup;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    const addresses = serviceAddresses(settings);
    this.portal = addresses.portal;
    this.accounts = new MemberAccountsLookup(channel, addresses.accounts);
    memberSchemas.prefetch();
  }

  async listAll(tenantId: string, options: ListMembersOptions = {}): Promise<Member[]> {
    return readFullPages<MembersPage, Member>({
      pageSize: MEMBER_PAGE_SIZE,
      fetch: (page) => this.fetchPage(tenantId, page),
      read: (answer) => ({ size: answer.size, items: answer.members }),
      onPage: options.onPage,
      signal: options.signal,
    });
  }

  lookupAccounts(
    members: readonly Member[],
    onAccount: AccountListener,
    options: { readonly signal?: AbortSignal | undefined } = {},
  ): Promise<void> {
    return this.accounts.lookup(members, onAccount, options.signal);
  }

  async setRole(tenantId: string, userIdentity: string, roleId: RoleId): Promise<void> {
    await this.channel.send({
      to: this.portal,
      method: 'set',
      uri: `${this.userUri(tenantId, userIdentity)}/role`,
      type: MediaTypes.role,
      resource: { id: roleId },
    });
  }

  async setUserStatus(tenantId: string, userIdentity: string, decision: JoinRequestDecision): Promise<void> {
    await this.channel.send({
      to: this.portal,
      method: 'set',
      uri: `${this.userUri(tenantId, userIdentity)}/user-status`,
      type: MediaTypes.tenantUserStatus,
      resource: decision,
    });
  }

  async remove(tenantId: string, userIdentity: string): Promise<void> {
    await this.channel.send({ to: this.portal, method: 'delete', uri: this.userUri(tenantId, userIdentity) });
  }

  private userUri(tenantId: string, userIdentity: string): string {
    return `/tenants/${encodeURIComponent(tenantId)}/users/${identitySegment(userIdentity)}`;
  }

  private async fetchPage(tenantId: string, page: number): Promise<MembersPage> {
    const skip = pageOffset(page, MEMBER_PAGE_SIZE);
    const [resource, { readAnswer, MEMBERS_PAGE }] = await Promise.all([
      this.channel.send<unknown>({
        to: this.portal,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/users?$skip=${skip}&$take=${MEMBER_PAGE_SIZE}`,
      }),
      memberSchemas.get('tenant users'),
    ]);
    return readAnswer(MEMBERS_PAGE, resource, 'tenant users');
  }
}
