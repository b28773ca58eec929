import {
  documentRowActions,
  type DocumentRowAction,
} from '../../domain/knowledge-base/document-actions.rule';
import { documentIcon, type DocumentIcon } from '../../domain/knowledge-base/document-icon.rule';
import {
  documentStatusTone,
  type DocumentStatusTone,
} from '../../domain/knowledge-base/document-status.rule';
import {
  isUrlDocument,
  type Document,
  type DocumentStatus,
} from '../../domain/knowledge-base/document.entity';
import { documentResubmission } from '../../domain/knowledge-base/document-resubmission.rule';
import { formatFileSize } from '../../domain/knowledge-base/file-size.rule';
import { lastUpdateParts, type LastUpdateParts } from '../../domain/knowledge-base/last-update.rule';
import type { Language } from '../../domain/shared/language.rule';

/** A document as the table shows it (spec 2 §2.5 'Each row shows'). */
export interface DocumentRow {
  readonly id: string;
  readonly name: string;
  readonly icon: DocumentIcon;
  /** The URL of a URL document, otherwise the formatted size. */
  readonly detail: string;
  readonly lastUpdate: LastUpdateParts | undefined;
  readonly updatedBy: string;
  readonly status: DocumentStatus;
  readonly tone: DocumentStatusTone;
  readonly actions: readonly DocumentRowAction[];
  /** Issue 14: processing past the polling limit — 'Still synchronizing'. */
  readonly stalled: boolean;
  /** Issue 14: a stalled document whose content can be sent again offers 'Retry'. */
  readonly canRetry: boolean;
  /** Its retry is on its way (the button is disabled meanwhile). */
  readonly retrying: boolean;
}

/** What the page knows of a row beyond its document (issue 14). */
export interface DocumentRowState {
  readonly stalled: boolean;
  readonly retrying: boolean;
  /** Spec 2 §2.10: how many versions the version endpoint counts (0 while unknown). */
  readonly versionTotal: number;
  /** Spec 2 §6: a read-only role is offered no write action (nor Retry, which sends content). */
  readonly canWrite: boolean;
}

export function toDocumentRow(
  document: Document,
  language: Language,
  { stalled, retrying, versionTotal, canWrite }: DocumentRowState,
): DocumentRow {
  return {
    id: document.id,
    name: document.name,
    icon: documentIcon(document.extension),
    detail: isUrlDocument(document) ? document.url : formatFileSize(document.content_size_bytes, language),
    lastUpdate: lastUpdateParts(document.updated_at, language),
    updatedBy: document.updated_by,
    status: document.status,
    tone: documentStatusTone(document.status),
    actions: documentRowActions(document, { versionTotal, canWrite }),
    stalled,
    canRetry: canWrite && stalled && documentResubmission(document) !== undefined,
    retrying,
  };
}

/** What Open carries to the URL pages (spec 2 §2.12: the names may arrive with the navigation). */
export interface UrlPathsNavigationState {
  readonly catalogName: string;
  readonly documentName: string;
}

/** What the view hands in: the router's navigation and a new-tab opener (presenters know neither). */
export interface DocumentsPageOutlets {
  readonly navigate: (path: string, state?: UrlPathsNavigationState) => void;
  /** False when the browser blocked the tab (issue 37 §9). */
  readonly openTab: (url: string) => boolean;
}
