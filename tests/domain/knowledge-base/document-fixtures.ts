import type { Document, DocumentVersion } from '../../../src/domain/knowledge-base/document.entity';

export const version = (version_id: string, overrides: Partial<DocumentVersion> = {}): DocumentVersion => ({
  version_id,
  name: `${version_id}.pdf`,
  extension: 'pdf',
  url: `https://media.example/${version_id}`,
  content_size_bytes: 1024,
  updated_at: '2024-05-01T10:00:00Z',
  updated_by: 'ana@example.com',
  status: 'active',
  ...overrides,
});

export const document = (overrides: Partial<Document> = {}): Document => ({
  id: 'doc-1',
  version_id: 'v1',
  catalogId: 'cat-1',
  name: 'Manual.pdf',
  url: 'https://media.example/v1',
  extension: 'pdf',
  status: 'active',
  content_size_bytes: 1024,
  versions: [version('v1')],
  created_at: '2024-04-01T10:00:00Z',
  updated_at: '2024-05-01T10:00:00Z',
  updated_by: 'ana@example.com',
  ...overrides,
});
