/**
 * A knowledge-base catalog (spec 2 §3 'Catalog'). Field names are the server's snake_case, as
 * in the document entity beside it, so the spec, the gateway and the fake backend read alike.
 */
export interface Catalog {
  readonly id: string;
  readonly name: string;
  /** Spec 2 §2.3 'Content' column; 0 when absent. */
  readonly content_count: number;
  /** Date string as the server sent it; '' when absent. */
  readonly updated_at: string;
  readonly updated_by: string;
}

/** Spec 2 §3 'Paged list response': one page of items and the total the filter matches. */
export interface CatalogPage {
  readonly items: readonly Catalog[];
  readonly total: number;
}
