import { lateCommand } from '../../application/shared/late-answers.port';

/**
 * What the in-flight journal keeps of a write (issue 20 §5): enough for the next document of the
 * frame to know the write's late answer as its own and what it touched, and nothing personal. The
 * request's content (e-mails, names, links, the saved resource) stays in memory only.
 */
export interface WriteSummary {
  /** The command's method ('set', 'merge', 'delete'), or 'application-request'. */
  readonly kind: string;
  /**
   * The command's URI without its query, each path segment that is not a plain id (an identity
   * or e-mail, an encoded name or link) masked as '*'; or the application request's method.
   */
  readonly target: string;
}

export const MAX_KIND_CHARS = 32;
export const MAX_TARGET_CHARS = 200;
export const MASK = '*';
/** A plain id: letters, digits and . _ ~ - only (no '@', no '%' escape, no space). */
const PLAIN = /^[A-Za-z0-9._~-]{1,64}$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

function plainOrMask(value: unknown): string {
  return typeof value === 'string' && PLAIN.test(value) ? value : MASK;
}

/** `uri` with its query and fragment dropped and every segment that is not a plain id masked. */
export function maskUri(uri: string): string {
  const path = uri.split(/[?#]/, 1)[0] ?? '';
  const scheme = SCHEME.exec(path)?.[0] ?? '';
  const segments = path
    .slice(scheme.length)
    .split('/')
    .map((segment) => (segment === '' ? '' : plainOrMask(segment)));
  return (scheme + segments.join('/')).slice(0, MAX_TARGET_CHARS);
}

export function summarizeWrite(action: string, content: unknown): WriteSummary {
  if (action === 'sendApplicationRequest') {
    const method =
      typeof content === 'object' && content !== null ? (content as { method?: unknown }).method : '';
    return { kind: 'application-request', target: plainOrMask(method) };
  }
  const command = lateCommand(action, content);
  if (command === undefined) return { kind: MASK, target: MASK };
  return {
    kind: plainOrMask(command.method.toLowerCase()).slice(0, MAX_KIND_CHARS),
    target: maskUri(command.uri),
  };
}

/**
 * The request as a late-answer listener sees it when only its summary survived a reload: the
 * command's method and masked URI (no resource), or the application request's method (no args).
 */
export function summaryContent(summary: WriteSummary): unknown {
  return summary.kind === 'application-request'
    ? { method: summary.target }
    : { command: { method: summary.kind, uri: summary.target } };
}
