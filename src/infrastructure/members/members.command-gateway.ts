import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { MembersGateway } from '../../application/members/members.gateway';
import type { Member } from '../../domain/members/member.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { itemsOf } from '../shared/command-resource';
import { serviceAddresses } from '../shared/service-addresses';
import { toMember } from './member.mapper';

/** Spec 1 §9: member page size. */
export const MEMBER_PAGE_SIZE = 100;

/**
 * Spec 1 §5/§7/§8: GET /tenants/{tenantId}/users?$skip&$take page after page while a
 * page is full (a multiple of 100); resource-not-found (67, an empty page past the end)
 * ends paging with what was gathered; any other failure is rethrown.
 */
@injectable()
export class MembersCommandGateway implements MembersGateway {
  private readonly portal: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.portal = serviceAddresses(settings).portal;
  }

  async listAll(tenantId: string): Promise<Member[]> {
    const members: Member[] = [];
    for (let page = 1; ; page += 1) {
      let items: unknown[];
      try {
        items = await this.fetchPage(tenantId, page);
      } catch (error) {
        if (isCommandFailure(error) && error.isNotFound) return members;
        throw error;
      }
      for (const item of items) {
        const member = toMember(item);
        if (member !== null) members.push(member);
      }
      // An empty page is a multiple of 100 too; stopping there avoids asking forever.
      if (items.length === 0 || items.length % MEMBER_PAGE_SIZE !== 0) return members;
    }
  }

  private async fetchPage(tenantId: string, page: number): Promise<unknown[]> {
    const skip = (page - 1) * MEMBER_PAGE_SIZE;
    const resource = await this.channel.send<unknown>({
      to: this.portal,
      method: 'get',
      uri: `/tenants/${encodeURIComponent(tenantId)}/users?$skip=${skip}&$take=${MEMBER_PAGE_SIZE}`,
    });
    return itemsOf(resource, 'tenant users');
  }
}
