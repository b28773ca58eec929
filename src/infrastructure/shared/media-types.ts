/** The platform's vendor segment in media types (spec 1 §7 writes it as {vendor}). */
export const MEDIA_VENDOR = 'blip';

const vendor = (suffix: string): string => `application/vnd.${MEDIA_VENDOR}.${suffix}`;

/** Media types of the commands of spec 1 §7 (and of the collections answered to them). */
export const MediaTypes = {
  json: 'application/json',
  collection: 'application/vnd.lime.collection+json',
  account: 'application/vnd.lime.account+json',
  tenant: vendor('portal.tenant+json'),
  tenantUser: vendor('portal.tenant-user+json'),
  tenantUserStatus: vendor('portal.tenant-user-status'),
  role: vendor('portal.role+json'),
  tenantAgentUser: vendor('portal.tenant-agent-user+json'),
  application: vendor('portal.application+json'),
  certificateInfo: vendor('mtls.certificate-info+json'),
  subscriptionPlan: vendor('billing.subscription-plan+json'),
  planMetric: vendor('billing.plan-metric+json'),
  agentPlan: vendor('ai.agent-plan+json'),
  /** Spec 2 §7 'Catalogs': the resource of set /knowledge-base/{tenantId}/catalog. */
  knowledgeBaseCatalog: vendor('ai.knowledgebase-catalog+json'),
  /** Spec 2 §7 'Documents': set …/document and set …/document/{id} (a new version). */
  knowledgeBaseDocument: vendor('ai.knowledgebase-document+json'),
  /** Spec 2 §7: set …/url, and merge …/url/{id} (docs/decisions/knowledge-base.md). */
  knowledgeBaseUrl: vendor('ai.knowledgebase-url+json'),
  /** Spec 2 §7: set …/url/crawl and merge …/url/{id}/crawl, the fallbacks. */
  knowledgeBaseUrlCrawl: vendor('ai.knowledgebase-url-crawl+json'),
  /** Spec 2 §7: merge …/document/{id} (activate, deactivate, restore). */
  knowledgeBaseDocumentUpdate: vendor('ai.knowledgebase-document-update+json'),
  /** Spec 2 §7: merge …/document/{id}/version/{versionId} (a URL page's switch). */
  knowledgeBaseDocumentVersionUpdate: vendor('ai.knowledgebase-document-version-update+json'),
  /** Spec 2 §7 'Media service': set /refresh-media-uri carries the link as plain text. */
  plainText: 'text/plain',
} as const;
