import type { FakeBackendContext } from '../backend-context';
import type { Prng } from '../prng';
import { storageOrigin } from '../routes/media.routes';
import { catalogsSlice } from './seed-catalogs';
import { DOCUMENT_SEEDS, type DocumentSeed } from './seed-documents.data';

/** Domain spelling inside the fake; each record says how the wire spells it. */
export type FakeDocumentStatus = 'processing' | 'active' | 'inactive';

/** A version or URL page as the AI platform stores it (spec 2 §3). */
export interface FakeVersionRecord {
  readonly version_id: string;
  name: string;
  extension: string;
  url: string;
  content_size_bytes: number;
  updated_at: string;
  updated_by: string;
  status: FakeDocumentStatus;
}

/**
 * A document plus how the fake answers it: `spelling` and `aliases` vary the wire form so the
 * module's document schema meets every reading of spec 2 §3; `pendingGets` is how many more gets by id
 * it stays processing before it becomes `settlesAs` (Infinity: it never finishes).
 */
export interface FakeDocumentRecord {
  readonly id: string;
  readonly catalogId: string;
  version_id: string;
  name: string;
  url: string;
  extension: string;
  status: FakeDocumentStatus;
  content_size_bytes: number;
  versions: FakeVersionRecord[];
  readonly created_at: string;
  updated_at: string;
  updated_by: string;
  readonly spelling: 'lower' | 'upper';
  readonly aliases: boolean;
  /** The status key is left out while processing (spec 2 §3: absent reads as processing). */
  readonly omitStatusWhileProcessing: boolean;
  /** The answer embeds the current version only (the version endpoint still lists them all). */
  readonly embedsCurrentOnly: boolean;
  pendingGets: number;
  settlesAs: Exclude<FakeDocumentStatus, 'processing'>;
}

export interface DocumentsSlice {
  readonly documents: FakeDocumentRecord[];
  readonly newId: () => string;
}

/** Where the seeded files "are": the simulator's storage origin (downloads are not served). */
export function seededFileUrl(name: string): string {
  return `${storageOrigin()}/fake-storage/knowledge-base/${encodeURIComponent(name)}`;
}

function uuid(random: Prng): string {
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
}

/**
 * The 'knowledge-base-documents' slice: its own seeded stream, reading the catalogs slice
 * only to place documents in seeded catalogs by name, so the catalogs stay as they were.
 */
export function seedDocuments(random: Prng, context: FakeBackendContext): DocumentsSlice {
  const newId = () => uuid(random);
  const catalogs = catalogsSlice(context).catalogs;
  const editors = context.data.members.map((member) => member.email);
  const editor = () => (editors.length > 0 ? random.pick(editors) : context.data.loggedUser.email);
  const hoursAgo = (hours: number) =>
    new Date(context.referenceDate.getTime() - hours * 3_600_000).toISOString();
  const documents: FakeDocumentRecord[] = [];
  DOCUMENT_SEEDS.forEach((seed: DocumentSeed, index) => {
    const catalog = catalogs.find((candidate) => candidate.name === seed.catalog);
    if (catalog === undefined) return;
    const isUrl = seed.extension === 'url';
    const versions = seed.versions.map((version, position) => ({
      version_id: newId(),
      name: version.name,
      extension: seed.extension,
      url: isUrl ? version.name : seed.noUrl === true ? '' : seededFileUrl(version.name),
      content_size_bytes: isUrl ? 0 : random.int(800, 9_000_000),
      updated_at: hoursAgo(index * 7 + (seed.versions.length - position) * 30),
      updated_by: editor(),
      status: version.status ?? 'active',
    }));
    const current = versions[isUrl ? 0 : versions.length - 1];
    documents.push({
      id: newId(),
      catalogId: catalog.id,
      version_id: current?.version_id ?? '',
      name: seed.name,
      url: isUrl ? (seed.url ?? seed.name) : (current?.url ?? ''),
      extension: seed.extension,
      status: seed.status,
      content_size_bytes: isUrl ? 0 : (current?.content_size_bytes ?? 0),
      versions,
      created_at: hoursAgo(index * 7 + 400),
      updated_at: hoursAgo(index * 7 + 1),
      updated_by: editor(),
      spelling: seed.spelling ?? 'lower',
      aliases: seed.aliases ?? false,
      omitStatusWhileProcessing: seed.omitStatus ?? false,
      embedsCurrentOnly: seed.embedsCurrentOnly ?? false,
      pendingGets: seed.pendingGets ?? 0,
      settlesAs: seed.settlesAs ?? 'active',
    });
  });
  return { documents, newId };
}

export function documentsSlice(context: FakeBackendContext): DocumentsSlice {
  return context.slice('knowledge-base-documents', seedDocuments);
}
