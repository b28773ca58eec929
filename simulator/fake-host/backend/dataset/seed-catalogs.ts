import type { FakeBackendContext } from '../backend-context';
import type { Prng } from '../prng';

/** A catalog as the AI platform stores it (spec 2 §3, snake_case like the wire). */
export interface FakeCatalogRecord {
  readonly id: string;
  name: string;
  content_count: number;
  updated_at: string;
  updated_by: string;
}

export interface CatalogsSlice {
  readonly catalogs: FakeCatalogRecord[];
  readonly newId: () => string;
}

/** A dozen catalogs, one name with a quote (the exact-name filter must escape it). */
const CATALOG_NAMES: readonly string[] = [
  'Product FAQ',
  'Return policy',
  'Shipping and delivery',
  'Payment methods',
  'Store locations',
  'Warranty terms',
  'Onboarding guides',
  'Price list 2025',
  "Customer's rights",
  'Technical manuals',
  'Promotions',
  'Internal procedures',
];

function hex(random: Prng, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += random.int(0, 15).toString(16);
  return text;
}

/**
 * The 'knowledge-base' slice: its own seeded stream, so adding it changed no other data.
 * Every scenario but 'default' starts without catalogs (the page's empty state).
 */
export function seedCatalogs(random: Prng, context: FakeBackendContext): CatalogsSlice {
  const newId = () =>
    `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-8${hex(random, 3)}-${hex(random, 12)}`;
  const editors = context.data.members.map((member) => member.email);
  const names = context.scenario === 'default' ? CATALOG_NAMES : [];
  const catalogs = names.map((name, index) => ({
    id: newId(),
    name,
    // Answered as the catalog's documents count (knowledge-base.routes.ts).
    content_count: 0,
    // Newest first, hours apart, so the list order and the dates are both predictable.
    updated_at: new Date(context.referenceDate.getTime() - (index + 1) * 5 * 3_600_000).toISOString(),
    updated_by: editors.length > 0 ? random.pick(editors) : context.data.loggedUser.email,
  }));
  return { catalogs, newId };
}

export function catalogsSlice(context: FakeBackendContext): CatalogsSlice {
  return context.slice('knowledge-base', seedCatalogs);
}
