import { inject, injectable } from 'inversify';
import type { CatalogListQuery, CatalogsGateway } from '../../application/knowledge-base/catalogs.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { Catalog, CatalogPage } from '../../domain/knowledge-base/catalog.entity';
import { catalogNameFilter } from '../../domain/knowledge-base/catalog-list.rule';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { MediaTypes } from '../shared/media-types';
import { serviceAddresses } from '../shared/service-addresses';
import { readAnswer } from '../shared/answer-schema';
import { CATALOG, CATALOG_PAGE } from './catalog.schema';

/** The catalog commands of spec 2 §7, on the AI platform service. */
@injectable()
export class CatalogsCommandGateway implements CatalogsGateway {
  private readonly ai: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.ai = serviceAddresses(settings).ai;
  }

  async list(tenantId: string, query: CatalogListQuery): Promise<CatalogPage> {
    const filter =
      query.name === undefined || query.name === ''
        ? ''
        : `&$filter=${encodeURIComponent(catalogNameFilter(query.name))}`;
    const uri = `${this.catalogsUri(tenantId)}?$take=${query.take}&$skip=${query.skip}${filter}`;
    try {
      const page = await this.channel.send<unknown>({ to: this.ai, method: 'get', uri });
      return readAnswer(CATALOG_PAGE, page, 'knowledge-base catalog page');
    } catch (error) {
      // 67 on a list is "nothing there" (as on the platform's other lists), not a failure.
      if (isCommandFailure(error) && error.isNotFound) return { items: [], total: 0 };
      throw error;
    }
  }

  async get(tenantId: string, catalogId: string): Promise<Catalog> {
    const catalog = await this.channel.send<unknown>({
      to: this.ai,
      method: 'get',
      uri: this.catalogUri(tenantId, catalogId),
    });
    return readAnswer(CATALOG, catalog, 'knowledge-base catalog');
  }

  async create(tenantId: string, name: string): Promise<Catalog> {
    const created = await this.channel.send<unknown>({
      to: this.ai,
      method: 'set',
      uri: this.catalogsUri(tenantId),
      type: MediaTypes.knowledgeBaseCatalog,
      resource: { name },
    });
    return readAnswer(CATALOG, created, 'knowledge-base catalog');
  }

  async rename(tenantId: string, catalogId: string, name: string): Promise<void> {
    await this.channel.send({
      to: this.ai,
      method: 'merge',
      uri: this.catalogUri(tenantId, catalogId),
      type: MediaTypes.knowledgeBaseCatalog,
      resource: { name },
    });
  }

  async remove(tenantId: string, catalogId: string): Promise<void> {
    await this.channel.send({ to: this.ai, method: 'delete', uri: this.catalogUri(tenantId, catalogId) });
  }

  private catalogsUri(tenantId: string): string {
    return `/knowledge-base/${encodeURIComponent(tenantId)}/catalog`;
  }

  private catalogUri(tenantId: string, catalogId: string): string {
    return `${this.catalogsUri(tenantId)}/${encodeURIComponent(catalogId)}`;
  }
}
