import { inject, injectable } from 'inversify';
import type { AgentsGateway, ListAgentsOptions } from '../../application/agents/agents.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { AgentRecord } from '../../domain/agents/agent.entity';
import { pageOffset } from '../../domain/shared/paging.rule';
import { decodedAccountName } from '../shared/identity';
import { MediaTypes } from '../shared/media-types';
import { serviceAddresses } from '../shared/service-addresses';
import { readFullPages } from '../shared/windowed-pages';
import { readAnswer } from '../shared/answer-schema';
import { agentResource, agentsPage, type AgentsPage } from './agent.schema';

/** Portal agent commands of spec 1 §7, with the paging of §5 and the not-found rule of §8. */
@injectable()
export class AgentsCommandGateway implements AgentsGateway {
  private readonly portal: string;
  private readonly domain: string;
  private readonly pageSize: number;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.portal = serviceAddresses(settings).portal;
    this.domain = settings.BLIP_DOMAIN;
    this.pageSize = settings.TENANT_AGENTS_PAGE_SIZE;
  }

  async listAll(tenantId: string, options: ListAgentsOptions = {}): Promise<AgentRecord[]> {
    // 67 on the first page: no agents; on a later one: a page past the end.
    return readFullPages<AgentsPage, AgentRecord>({
      pageSize: this.pageSize,
      fetch: (page) => this.fetchPage(tenantId, page),
      read: (answer) => ({ size: answer.size, items: answer.agents }),
      onPage: options.onPage,
      signal: options.signal,
    });
  }

  async save(agent: AgentRecord): Promise<void> {
    await this.channel.send({
      to: this.portal,
      method: 'set',
      uri: `/tenants/${encodeURIComponent(agent.tenantId)}/agents-is-enabled`,
      type: MediaTypes.tenantAgentUser,
      resource: agentResource(agent),
    });
  }

  async remove(tenantId: string, userIdentity: string): Promise<void> {
    const account = encodeURIComponent(decodedAccountName(userIdentity));
    await this.channel.send({
      to: this.portal,
      method: 'delete',
      uri: `/tenants/${encodeURIComponent(tenantId)}/agents/${account}@${this.domain}`,
    });
  }

  async add(tenantId: string, emails: readonly string[]): Promise<void> {
    await this.channel.send({
      to: this.portal,
      method: 'set',
      uri: `/tenants/${encodeURIComponent(tenantId)}/agents`,
      type: MediaTypes.collection,
      resource: {
        itemType: MediaTypes.tenantAgentUser,
        items: emails.map((email) => ({ userIdentity: `${encodeURIComponent(email)}@${this.domain}` })),
      },
    });
  }

  private async fetchPage(tenantId: string, page: number): Promise<AgentsPage> {
    const skip = pageOffset(page, this.pageSize);
    const resource = await this.channel.send<unknown>({
      to: this.portal,
      method: 'get',
      uri: `/tenants/${encodeURIComponent(tenantId)}/agents?$skip=${skip}&$take=${this.pageSize}`,
    });
    return readAnswer(agentsPage(tenantId), resource, 'tenant agents');
  }
}
