import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import {
  DOCUMENT_VERSION,
  DOCUMENT_VERSION_PAGE,
  documentOf,
  documentPageOf,
} from '../../../src/infrastructure/knowledge-base/document.schema';
import { toWireStatus } from '../../../src/infrastructure/knowledge-base/documents.adapter';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toDocument = (answer: unknown, catalogId: string) =>
  readAnswer(documentOf(catalogId), answer, 'knowledge-base document');
const toDocumentVersion = (answer: unknown) =>
  readAnswer(DOCUMENT_VERSION, answer, 'knowledge-base document version');
const toDocumentPage = (answer: unknown, catalogId: string) =>
  readAnswer(documentPageOf(catalogId), answer, 'knowledge-base document page');
const toDocumentVersionPage = (answer: unknown) =>
  readAnswer(DOCUMENT_VERSION_PAGE, answer, 'knowledge-base version page');

const version = {
  version_id: 'v1',
  name: 'Manual.pdf',
  extension: 'pdf',
  url: 'https://media.example/v1',
  content_size_bytes: 2048,
  updated_at: '2025-03-01T10:00:00Z',
  updated_by: 'ana@example.com',
  status: 'active',
};

const wire = {
  id: 'd1',
  version_id: 'v1',
  catalogId: 'c1',
  name: 'Manual.pdf',
  url: 'https://media.example/v1',
  extension: 'pdf',
  status: 'active',
  content_size_bytes: 2048,
  versions: [version],
  created_at: '2025-02-01T10:00:00Z',
  updated_at: '2025-03-01T10:00:00Z',
  updated_by: 'ana@example.com',
};

describe("issue 36 §3: document schemas (spec 2 §3 'Document', 'Document version')", () => {
  it('§3: reads every field under its spec name', () => {
    expect(toDocument(wire, 'other')).toEqual({ ...wire, status: 'active', versions: [version] });
  });

  it('§3: the status in either spelling (processing|active|inactive or upper case)', () => {
    for (const [sent, read] of [
      ['ACTIVE', 'active'],
      ['inactive', 'inactive'],
      ['INACTIVE', 'inactive'],
      ['PROCESSING', 'processing'],
      ['processing', 'processing'],
    ] as const) {
      expect(toDocument({ ...wire, status: sent }, 'c1').status).toBe(read);
      expect(toDocumentVersion({ ...version, status: sent }).status).toBe(read);
    }
  });

  it('§3: alternative names updatedAt, updatedBy and syncStatus are read as updated_at, updated_by, status', () => {
    const { status: _s, updated_at: _a, updated_by: _b, ...rest } = wire;
    const aliased = { ...rest, syncStatus: 'INACTIVE', updatedAt: '2025-03-02', updatedBy: 'bo@example.com' };
    expect(toDocument(aliased, 'c1')).toMatchObject({
      status: 'inactive',
      updated_at: '2025-03-02',
      updated_by: 'bo@example.com',
    });
    const { status: _vs, updated_at: _va, updated_by: _vb, ...versionRest } = version;
    expect(
      toDocumentVersion({ ...versionRest, syncStatus: 'ACTIVE', updatedAt: 'x', updatedBy: 'y' }),
    ).toMatchObject({ status: 'active', updated_at: 'x', updated_by: 'y' });
  });

  it('§3 defaults: status absent → processing, size absent → 0, versions absent → [], catalogId from the request', () => {
    const document = toDocument({ id: 7, name: 'Notes.TXT', extension: '.TXT' }, 'c9');
    expect(document).toEqual({
      id: '7',
      version_id: '',
      catalogId: 'c9',
      name: 'Notes.TXT',
      url: '',
      extension: 'txt',
      status: 'processing',
      content_size_bytes: 0,
      versions: [],
      created_at: '',
      updated_at: '',
      updated_by: '',
    });
  });

  it('a document without an id, or a non-object, is malformed', () => {
    expect(() => toDocument({ name: 'x' }, 'c1')).toThrow(CommandFailure);
    expect(() => toDocument('x', 'c1')).toThrow(CommandFailure);
    expect(() => toDocumentVersion({ name: 'x' })).toThrow(CommandFailure);
  });

  it('a bad answer is one typed error naming the field', () => {
    expect(malformedAnswerOf(() => toDocument({ id: '  ', name: 'x' }, 'c1'))).toMatchObject({
      kind: 'malformed',
      what: 'knowledge-base document',
      field: 'id',
    });
    expect(malformedAnswerOf(() => toDocumentVersion({ name: 'x' }))).toMatchObject({ field: 'version_id' });
    expect(malformedAnswerOf(() => toDocumentPage({ items: 'none' }, 'c1'))).toMatchObject({
      what: 'knowledge-base document page',
      field: 'items',
    });
    expect(malformedAnswerOf(() => toDocument([wire], 'c1'))).toMatchObject({ field: '' });
  });

  it('§3 paged list: malformed items and versions are dropped, the rest kept; total never below the items', () => {
    const page = toDocumentPage(
      {
        total: 9,
        items: [{ ...wire, versions: [version, { name: 'no id' }, null] }, { name: 'no id' }, 42],
      },
      'c1',
    );
    expect(page.total).toBe(9);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.versions).toEqual([version]);
    expect(toDocumentPage({ items: [wire, wire] }, 'c1').total).toBe(2);
    expect(toDocumentPage({ items: [wire], total: 0 }, 'c1').total).toBe(1);
    expect(toDocumentVersionPage({ items: [version, {}], total: 2 })).toEqual({
      items: [version],
      total: 2,
    });
    expect(() => toDocumentPage({ total: 1 }, 'c1')).toThrow(CommandFailure);
  });

  it('§4: a status is written in upper case', () => {
    expect(toWireStatus('active')).toBe('ACTIVE');
    expect(toWireStatus('inactive')).toBe('INACTIVE');
  });
});
