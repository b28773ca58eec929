/** Spec 2 §5 'Catalog name': required once trimmed. The presentation translates the code. */
export type CatalogNameError = 'required';

/** The name as saved: surrounding spaces are not part of it. */
export function normalizeCatalogName(name: string): string {
  return name.trim();
}

export function validateCatalogName(name: string): CatalogNameError | null {
  return normalizeCatalogName(name) === '' ? 'required' : null;
}
