import { toDocumentExtension } from './document-fields.rule';

/** Spec 2 §2.5/§9: the file-type icons there are; any other extension gets the json icon. */
export const DOCUMENT_ICONS = ['csv', 'xlsx', 'txt', 'docx', 'pdf', 'pptx', 'url', 'json'] as const;
export type DocumentIcon = (typeof DOCUMENT_ICONS)[number];

export const DEFAULT_DOCUMENT_ICON: DocumentIcon = 'json';

/**
 * The icon name of a row. The extension is compared as the document schema normalises it ('.PDF' is
 * 'pdf'); 'json' itself and everything unknown (including '') fall to the default icon.
 */
export function documentIcon(extension: string): DocumentIcon {
  const normalized = toDocumentExtension(extension);
  return DOCUMENT_ICONS.find((icon) => icon === normalized) ?? DEFAULT_DOCUMENT_ICON;
}
