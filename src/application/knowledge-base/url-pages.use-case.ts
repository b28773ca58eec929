import { inject, injectable } from 'inversify';
import { catalogSearchTerm } from '../../domain/knowledge-base/catalog-list.rule';
import { pageQuery } from '../../domain/shared/paging.rule';
import type { DocumentStatus, DocumentVersion } from '../../domain/knowledge-base/document.entity';
import { CatalogsGateway } from './catalogs.port';
import { DocumentsGateway, type DocumentRef, type PagedResult } from './documents.port';

/** The names the URL pages' breadcrumb shows (spec 2 §2.12). */
export interface UrlPagesNames {
  readonly catalogName: string;
  readonly documentName: string;
}

/** Spec 2 §2.12 'URL pages': a URL document's pages (its versions), their switch and delete. */
@injectable()
export class UrlPagesUseCase {
  constructor(
    @inject(DocumentsGateway) private readonly documents: DocumentsGateway,
    @inject(CatalogsGateway) private readonly catalogs: CatalogsGateway,
  ) {}

  page(
    ref: DocumentRef,
    page: number,
    pageSize: number,
    search: string,
  ): Promise<PagedResult<DocumentVersion>> {
    const name = catalogSearchTerm(search);
    return this.documents.listVersions(ref, { ...pageQuery(page, pageSize), name });
  }

  /** Spec 2 §2.12: when either name did not come with the navigation, both are fetched by id. */
  async names(ref: DocumentRef): Promise<UrlPagesNames> {
    const [catalog, document] = await Promise.all([
      this.catalogs.get(ref.tenantId, ref.catalogId),
      this.documents.get(ref),
    ]);
    return { catalogName: catalog.name, documentName: document.name };
  }

  setStatus(
    ref: DocumentRef,
    versionId: string,
    status: Exclude<DocumentStatus, 'processing'>,
  ): Promise<void> {
    return this.documents.updateVersion(ref, versionId, { status });
  }

  remove(ref: DocumentRef, versionId: string): Promise<void> {
    return this.documents.removeVersion(ref, versionId);
  }
}
