const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&#039;': "'",
  '&amp;': '&',
};

/**
 * The module HTML-escapes an alert body because the real portal renders it as HTML.
 * The simulator renders text only, so it undoes the escaping to show what a person would
 * see in the portal. One pass, so '&amp;lt;' becomes '&lt;' and is not decoded twice.
 */
export function alertBodyText(body: string): string {
  return body.replace(/&(?:lt|gt|quot|amp|#39|#x27|#039);/g, (entity) => ENTITIES[entity] ?? entity);
}
