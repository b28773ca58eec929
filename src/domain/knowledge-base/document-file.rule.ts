import { type FileDocumentPayload } from './document.entity';

/** Spec 2 §2.6/§2.8/§5/§9: the formats a file import or update accepts. */
export const ACCEPTED_DOCUMENT_EXTENSIONS = ['xlsx', 'csv', 'pdf', 'docx', 'pptx', 'txt'] as const;
export type AcceptedDocumentExtension = (typeof ACCEPTED_DOCUMENT_EXTENSIONS)[number];

/** The `accept` attribute of the file input (the browser's picker filters, the rule decides). */
export const DOCUMENT_FILE_ACCEPT = ACCEPTED_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(
  ',',
);

/** What the rule needs to know of a chosen file (a browser File has both). */
export interface DocumentFileFacts {
  readonly name: string;
  readonly size: number;
}

/**
 * 'missing' → Save stays disabled (no file); 'too-many' → one file per upload (spec 2 §9);
 * 'unsupported-format' → the hint 'You can upload files in XLSX, CSV, PDF, TXT, DOCX and PPTX
 * formats'. No size limit: the spec shows none.
 */
export type DocumentFileError = 'missing' | 'too-many' | 'unsupported-format';

export type DocumentFileCheck =
  | { readonly ok: true; readonly file: DocumentFileFacts; readonly extension: AcceptedDocumentExtension }
  | { readonly ok: false; readonly error: DocumentFileError };

/**
 * The extension of a file name: what follows the last dot, lower case. A name that starts with
 * its only dot ('.csv') or ends in a dot has none — '.csv' is a hidden file's name, not a CSV.
 * Surrounding spaces are ignored, as the browser may keep them from the file system.
 */
export function fileNameExtension(name: string): string {
  const text = name.trim();
  const dot = text.lastIndexOf('.');
  if (dot <= 0 || dot === text.length - 1) return '';
  return text.slice(dot + 1).toLowerCase();
}

export function isAcceptedExtension(extension: string): extension is AcceptedDocumentExtension {
  return (ACCEPTED_DOCUMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** Exactly one file, of an accepted extension (case-insensitive: 'REPORT.PDF' is a pdf). */
export function checkDocumentFiles(files: readonly DocumentFileFacts[]): DocumentFileCheck {
  const [file] = files;
  if (file === undefined) return { ok: false, error: 'missing' };
  if (files.length > 1) return { ok: false, error: 'too-many' };
  const extension = fileNameExtension(file.name);
  if (!isAcceptedExtension(extension)) return { ok: false, error: 'unsupported-format' };
  return { ok: true, file, extension };
}

/**
 * Spec 2 §3 'File document payload' once the file is uploaded: its name as chosen (trimmed),
 * the media link the upload answered, its normalised extension and its size in bytes. The
 * same payload creates a new version of an existing document.
 */
export function fileDocumentPayload(
  file: DocumentFileFacts,
  extension: AcceptedDocumentExtension,
  mediaUrl: string,
): FileDocumentPayload {
  const size = Number.isFinite(file.size) && file.size > 0 ? Math.floor(file.size) : 0;
  return { name: file.name.trim(), url: mediaUrl, extension, content_size_bytes: size };
}
