import type { FakeDocumentRecord, FakeDocumentStatus, FakeVersionRecord } from '../dataset/seed-documents';
import type { LimeCommand } from '../../../../src/application/shared/command-channel.port';
import { invalidArgument } from '../fake-host.error';
import { isRecord } from './route-helpers';

/**
 * What the fake AI platform checks and answers for documents (spec 2 §3, §8): the wire form
 * of a record and the server error texts the module maps to toasts.
 */

/** New and updated content stays processing for this many gets by id (the page polls it). */
export const GETS_UNTIL_PROCESSED = 2;

/**
 * Issue 14: content the fake service never finishes processing, however often it is sent —
 * a file whose name contains 'stuck' or a URL whose host does — so the simulator keeps one
 * case where 'Retry' does not help ('Huge archive.pdf' is stuck only until it is sent again).
 */
export function staysStuck(record: { readonly name: string; readonly url: string }): boolean {
  return record.name.toLowerCase().includes('stuck') || hostOf(record.url).includes('stuck');
}

/**
 * Issue 14: a re-submission of what the document already holds (same stored file, extension
 * and size; for a URL document the same URL) is the same content: the service processes it
 * again but adds no version and no document, so a retry is idempotent.
 */
export function isSameContent(
  record: { readonly url: string; readonly extension: string; readonly content_size_bytes: number },
  sent: { readonly url: string; readonly extension?: string; readonly content_size_bytes?: number },
): boolean {
  return (
    record.url === sent.url &&
    (sent.extension === undefined || sent.extension === record.extension) &&
    (sent.content_size_bytes === undefined || sent.content_size_bytes === record.content_size_bytes)
  );
}

/** The file extensions the fake service reads; anything else is an unsupported content-type. */
const READABLE_EXTENSIONS = ['pdf', 'docx', 'xlsx', 'csv', 'txt', 'pptx'];

/**
 * Spec 2 §8 'Server-error mapping', triggered by the file name (lower case), so the simulator
 * reaches every toast with an ordinary upload. The texts are those the spec matches on.
 */
export function fileProcessingError(name: string, extension: string): string | undefined {
  const lower = name.toLowerCase();
  if (!READABLE_EXTENSIONS.includes(extension) || lower.includes('unsupported'))
    return `unsupported file content-type '${extension}'`;
  if (extension === 'pdf' && lower.includes('broken')) return 'error loading pdf document';
  if (lower.includes('empty')) return 'empty file';
  if (lower.includes('mismatch')) return 'file formatting missmatch between header and rows';
  if ((extension === 'xlsx' || extension === 'csv') && lower.includes('notext'))
    return 'missing required column: text';
  return undefined;
}

/**
 * Spec 2 §8 for URLs, by host: 'blocked' and 'notfound' fail on both the plain and the crawl
 * call (the module then shows the mapped toast); 'crawlonly' fails only the plain call (the
 * crawl fallback succeeds); 'unreachable' fails both with a text that maps to nothing.
 */
export function urlProcessingError(url: string, crawl: boolean): string | undefined {
  const host = hostOf(url);
  if (host.includes('blocked')) return `blocked_site: ${host} refuses crawlers`;
  if (host.includes('notfound')) return `not_found: ${url} answered 404`;
  if (host.includes('unreachable')) return `scraper timeout reaching ${host}`;
  if (host.includes('crawlonly') && !crawl) return `static fetch of ${host} returned no content`;
  return undefined;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
}

/** The service reads a resource only under its own media type. */
export function requireType(command: LimeCommand, type: string): void {
  if (command.type !== type) throw invalidArgument(`expected type '${type}', got '${command.type ?? ''}'`);
}

export interface FilePayload {
  readonly name: string;
  readonly url: string;
  readonly extension: string;
  readonly content_size_bytes: number;
}

/** Spec 2 §3 'File document payload': all four fields, or 64. */
export function readFilePayload(resource: unknown): FilePayload {
  if (!isRecord(resource)) throw invalidArgument('a file document payload is required');
  const { name, url, extension, content_size_bytes: size } = resource;
  if (typeof name !== 'string' || name.trim() === '') throw invalidArgument('name is required');
  if (typeof url !== 'string' || url.trim() === '') throw invalidArgument('url is required');
  if (typeof extension !== 'string' || extension === '') throw invalidArgument('extension is required');
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
    throw invalidArgument('content_size_bytes must be a non-negative integer');
  return { name: name.trim(), url, extension: extension.toLowerCase(), content_size_bytes: size };
}

export interface UrlPayload {
  readonly name: string;
  readonly url: string;
}

/** Spec 2 §3 'URL document request' (and its crawl variant): the constants are checked too. */
export function readUrlPayload(resource: unknown, crawl: boolean): UrlPayload {
  if (!isRecord(resource)) throw invalidArgument('a URL document request is required');
  const { name, url } = resource;
  if (typeof url !== 'string' || hostOf(url) === '') throw invalidArgument('url must be an absolute URL');
  if (typeof name !== 'string' || name === '') throw invalidArgument('name is required');
  if (resource['reprocess'] !== true) throw invalidArgument('reprocess must be true');
  if (resource['generate_qa'] !== false) throw invalidArgument('generate_qa must be false');
  const filters = resource['url_regex_filters'];
  if (!Array.isArray(filters) || filters.some((filter) => typeof filter !== 'string'))
    throw invalidArgument('url_regex_filters must be a list of strings');
  if (crawl && resource['get_urls_with_cloud_scraper'] !== true)
    throw invalidArgument('get_urls_with_cloud_scraper must be true on a crawl');
  return { name, url };
}

/** A status the module may write: active or inactive in either spelling; processing is 64. */
export function readWritableStatus(raw: unknown): Exclude<FakeDocumentStatus, 'processing'> {
  const status = typeof raw === 'string' ? raw.toLowerCase() : '';
  if (status === 'active' || status === 'inactive') return status;
  throw invalidArgument(`status must be active or inactive, not '${String(raw)}'`);
}

/** The pages a crawl "finds" under the URL: the URL itself and two below it. */
export function crawledPages(url: string): string[] {
  const base = url.replace(/\/+$/, '');
  return [url, `${base}/faq`, `${base}/contact`];
}

function spell(record: FakeDocumentRecord, status: FakeDocumentStatus): string {
  return record.spelling === 'upper' ? status.toUpperCase() : status;
}

/** A record as the service answers it, in its spelling and with its field names. */
export function toWireDocument(record: FakeDocumentRecord): Record<string, unknown> {
  const wire: Record<string, unknown> = {
    id: record.id,
    version_id: record.version_id,
    catalogId: record.catalogId,
    name: record.name,
    url: record.url,
    extension: record.extension,
    content_size_bytes: record.content_size_bytes,
    versions: embeddedVersions(record).map((version) => toWireVersion(record, version)),
    created_at: record.created_at,
  };
  const omitStatus = record.status === 'processing' && record.omitStatusWhileProcessing;
  if (!omitStatus) wire[record.aliases ? 'syncStatus' : 'status'] = spell(record, record.status);
  wire[record.aliases ? 'updatedAt' : 'updated_at'] = record.updated_at;
  wire[record.aliases ? 'updatedBy' : 'updated_by'] = record.updated_by;
  return wire;
}

/** What the document's answer embeds; the version endpoint always lists every version. */
function embeddedVersions(record: FakeDocumentRecord): readonly FakeVersionRecord[] {
  if (!record.embedsCurrentOnly) return record.versions;
  return record.versions.filter((version) => version.version_id === record.version_id);
}

export function toWireVersion(
  record: FakeDocumentRecord,
  version: FakeVersionRecord,
): Record<string, unknown> {
  const { status, updated_at, updated_by, ...rest } = version;
  return record.aliases
    ? { ...rest, syncStatus: spell(record, status), updatedAt: updated_at, updatedBy: updated_by }
    : { ...rest, status: spell(record, status), updated_at, updated_by };
}
