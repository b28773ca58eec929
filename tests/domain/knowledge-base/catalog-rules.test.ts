import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  catalogNameFilter,
  catalogSearchTerm,
  CATALOG_PAGE_SIZES,
  DEFAULT_CATALOG_PAGE_SIZE,
} from '../../../src/domain/knowledge-base/catalog-list.rule';
import { pageCount, pageQuery } from '../../../src/domain/shared/paging.rule';
import {
  normalizeCatalogName,
  validateCatalogName,
} from '../../../src/domain/knowledge-base/catalog-name.rule';
import { lastUpdateParts } from '../../../src/domain/knowledge-base/last-update.rule';

describe('catalog name (spec 2 §5)', () => {
  it("'The catalog name is required.': empty or blank names are refused, trimmed names accepted", () => {
    expect(validateCatalogName('')).toBe('required');
    expect(validateCatalogName('  \t ')).toBe('required');
    expect(validateCatalogName(' FAQ ')).toBeNull();
    expect(normalizeCatalogName('  FAQ  ')).toBe('FAQ');
  });

  it('property: a name is valid exactly when its trimmed form is not empty', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        expect(validateCatalogName(name) === null).toBe(name.trim() !== '');
      }),
    );
  });
});

describe('catalog list paging and search (spec 2 §2.3, §7, §9)', () => {
  it('§9: page sizes 5, 10, 15, default 5', () => {
    expect(CATALOG_PAGE_SIZES).toEqual([5, 10, 15]);
    expect(DEFAULT_CATALOG_PAGE_SIZE).toBe(5);
  });

  it('§7: skip = (page − 1) × take; pages before 1 read as 1', () => {
    expect(pageQuery(1, 5)).toEqual({ take: 5, skip: 0 });
    expect(pageQuery(3, 10)).toEqual({ take: 10, skip: 20 });
    expect(pageQuery(0, 15)).toEqual({ take: 15, skip: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.constantFrom(5, 10, 15), (page, take) => {
        expect(pageQuery(page, take).skip).toBe((page - 1) * take);
      }),
    );
  });

  it('page count: at least 1, enough pages for every item', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(15, 15)).toBe(1);
  });

  it("§5 'Catalog search': exact name, trimmed, as (name eq '{term}') with quotes doubled", () => {
    expect(catalogSearchTerm('  Product FAQ ')).toBe('Product FAQ');
    expect(catalogNameFilter('Product FAQ')).toBe("(name eq 'Product FAQ')");
    expect(catalogNameFilter("Customer's rights")).toBe("(name eq 'Customer''s rights')");
  });
});

describe("'Last update' as '{date} at {time}' (spec 2 §2.3; shared date rules)", () => {
  it('date in the language order (UTC) and the 24-hour time', () => {
    expect(lastUpdateParts('2025-03-18T09:05:00Z', 'en')).toEqual({ date: '3/18/2025', time: '09:05' });
    expect(lastUpdateParts('2025-03-18T21:40:00Z', 'pt')).toEqual({ date: '18/03/2025', time: '21:40' });
    expect(lastUpdateParts('2025-03-18T21:40:00Z', 'es')).toEqual({ date: '18/03/2025', time: '21:40' });
  });

  it('a missing or invalid date has no parts', () => {
    expect(lastUpdateParts('', 'en')).toBeUndefined();
    expect(lastUpdateParts('yesterday', 'en')).toBeUndefined();
  });
});
