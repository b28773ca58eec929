import type { DocumentFileError } from '../../domain/knowledge-base/document-file.rule';
import type { UrlDocumentError } from '../../domain/knowledge-base/url-document.rule';

/** Thrown before any call when the chosen files break spec 2 §5 (the modal disables Save first). */
export class InvalidDocumentFileError extends Error {
  constructor(readonly reason: DocumentFileError) {
    super(`Invalid document file: ${reason}`);
    this.name = 'InvalidDocumentFileError';
  }
}

/** Thrown before any call when the URL breaks spec 2 §5. */
export class InvalidDocumentUrlError extends Error {
  constructor(readonly reason: UrlDocumentError) {
    super(`Invalid document URL: ${reason}`);
    this.name = 'InvalidDocumentUrlError';
  }
}

/** A file the user chose: its bytes (uploaded as they are) and its name (a browser File). */
export type ChosenFile = Blob & { readonly name: string };
