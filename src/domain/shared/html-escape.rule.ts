/**
 * The portal renders alert and modal bodies (and toast texts) as HTML, so user data put
 * into them is escaped first (architecture.md §4). Escaping the five characters below is
 * enough for both element content and quoted attribute values.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
