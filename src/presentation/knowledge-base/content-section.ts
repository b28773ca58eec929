import type { TFunction } from 'i18next';
import type { RouteId } from '../../domain/access/private-route';
import type { BreadcrumbItem } from '../ui';
import { hrefOf, pathOf } from '../shell/routes/route-lookup';

/**
 * Where a catalog's documents and URL pages are shown. Spec 2 §2.1 gives the pipeline the same
 * screens with the knowledge base's breadcrumb shapes (docs/decisions/pipelines.md): one
 * pair of pages, and the section says which list the breadcrumb starts from and under which
 * routes their links stay.
 */
export interface ContentSection {
  /** The list page the breadcrumb's second item links back to. */
  readonly root: RouteId;
  /** That item's text, a 'namespace:key' of one of the sections' namespaces (issue 36 §4). */
  readonly rootLabel: 'knowledgeBase:breadcrumb.knowledgeBase' | 'pipelines:breadcrumb';
  readonly documents: RouteId;
  readonly urlPaths: RouteId;
}

export const KNOWLEDGE_BASE_SECTION: ContentSection = {
  root: 'knowledgeBase',
  rootLabel: 'knowledgeBase:breadcrumb.knowledgeBase',
  documents: 'knowledgeBaseDocuments',
  urlPaths: 'knowledgeBaseUrlPaths',
};

export const PIPELINE_SECTION: ContentSection = {
  root: 'pipeline',
  // The pipeline list's own header text ('Pipeline'), so both places say the same.
  rootLabel: 'pipelines:breadcrumb',
  documents: 'pipelineDocuments',
  urlPaths: 'pipelineUrlPaths',
};

/** A catalog's documents page in a section (spec 2 §2.3 'Open', §2.12 breadcrumb link). */
export function catalogDocumentsPath(catalogId: string, section: ContentSection): string {
  return hrefOf(section.documents, { catalogId });
}

/** Spec 2 §2.5 'Open': a URL document's pages in a section. */
export function urlPathsPath(catalogId: string, documentId: string, section: ContentSection): string {
  return hrefOf(section.urlPaths, { catalogId, documentId });
}

/** The namespaces a section's breadcrumb reads. */
export const SECTION_NAMESPACES = ['knowledgeBase', 'pipelines'] as const;

type Translate = TFunction<typeof SECTION_NAMESPACES>;

/** The breadcrumb's first two items: Home > the section's list (spec 2 §2.5, §2.12). */
export function sectionCrumbs(section: ContentSection, t: Translate): BreadcrumbItem[] {
  return [
    { label: t('knowledgeBase:breadcrumb.home'), to: pathOf('home') },
    { label: t(section.rootLabel), to: pathOf(section.root) },
  ];
}
