import { inject, injectable } from 'inversify';
import type { Document } from '../../domain/knowledge-base/document.entity';
import { catalogPageWindow, catalogSearchTerm } from '../../domain/knowledge-base/catalog-list.rule';
import { DocumentsGateway, type PagedResult } from './documents.gateway';

/**
 * Spec 2 §2.5/§4: one server page of a catalog's documents, and the by-id fetch of the
 * documents still processing (the polling round). The paging and search term follow the
 * catalog list's rules: same page sizes, same trimming (spec 2 §9).
 */
@injectable()
export class LoadDocumentsUseCase {
  constructor(@inject(DocumentsGateway) private readonly documents: DocumentsGateway) {}

  page(
    tenantId: string,
    catalogId: string,
    page: number,
    pageSize: number,
    search: string,
  ): Promise<PagedResult<Document>> {
    const name = catalogSearchTerm(search);
    return this.documents.list(tenantId, catalogId, { ...catalogPageWindow(page, pageSize), name });
  }

  /** One polling round: every id fetched; one failure fails the round (the rule counts it). */
  byIds(tenantId: string, catalogId: string, documentIds: readonly string[]): Promise<Document[]> {
    return Promise.all(
      documentIds.map((documentId) => this.documents.get({ tenantId, catalogId, documentId })),
    );
  }
}
