import { describe, expect, it } from 'vitest';
import { CATALOG, CATALOG_PAGE } from '../../../src/infrastructure/knowledge-base/catalog.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toCatalog = (answer: unknown) => readAnswer(CATALOG, answer, 'knowledge-base catalog');
const toCatalogPage = (answer: unknown) => readAnswer(CATALOG_PAGE, answer, 'knowledge-base catalog page');

describe("issue 36 §3: catalog schemas (spec 2 §3 'Catalog')", () => {
  it('a catalog without an id is one typed error naming the field, and so is its page', () => {
    expect(malformedAnswerOf(() => toCatalog({ id: ' ', name: 'FAQ' }))).toMatchObject({
      kind: 'malformed',
      what: 'knowledge-base catalog',
      field: 'id',
    });
    expect(malformedAnswerOf(() => toCatalogPage({ items: [{ id: 'c1' }, { name: 'x' }] }))).toMatchObject({
      what: 'knowledge-base catalog page',
      field: 'items.1.id',
    });
    expect(malformedAnswerOf(() => toCatalogPage({ total: 1 }))).toMatchObject({ field: 'items' });
  });

  it('defaults: numeric ids as text, texts only as sent, content count a whole number ≥ 0', () => {
    expect(toCatalog({ id: 7, name: 3, content_count: '2.7', updated_at: '2025-01-01' })).toEqual({
      id: '7',
      name: '',
      content_count: 2,
      updated_at: '2025-01-01',
      updated_by: '',
    });
    expect(toCatalogPage({ items: [{ id: 'a' }], total: '0' }).total).toBe(1);
  });
});
