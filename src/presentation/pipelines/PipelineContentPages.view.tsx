import { CatalogDocumentsPage } from '../knowledge-base/CatalogDocumentsPage.view';
import { PIPELINE_SECTION } from '../knowledge-base/content-section';
import { ContentSectionContext } from '../knowledge-base/content-section-context';
import { UrlPagesPage } from '../knowledge-base/UrlPagesPage.view';

// Spec 2 §2.1 shows the pipeline's documents and URL-paths screens only through their breadcrumb
// shapes, the knowledge base's: the same pages, reached from the pipeline (docs/decisions/pipelines.md).

/** The pipeline's documents of a catalog, Home > Pipeline > catalog. */
export function PipelineDocumentsPage() {
  return (
    <ContentSectionContext value={PIPELINE_SECTION}>
      <CatalogDocumentsPage />
    </ContentSectionContext>
  );
}

/** The pipeline's URL pages of a URL document, Home > Pipeline > catalog (link) > document. */
export function PipelineUrlPagesPage() {
  return (
    <ContentSectionContext value={PIPELINE_SECTION}>
      <UrlPagesPage />
    </ContentSectionContext>
  );
}
