import { type BridgeWindow } from './bridge-environment';

/**
 * The origin of the page that frames us, from the browser rather than from anything the
 * page says about itself: ancestorOrigins where the browser has it (Chromium, WebKit), and then
 * only it: the referrer is never consulted, so a portal in the referrer cannot vouch for another
 * parent (issue 35 §9). Where the browser has no ancestorOrigins (Firefox), the origin of the
 * referrer: the URL of the page that started the frame's navigation, which the portal must send
 * (docs/deploy.md, 'What the portal must send').
 */
export function detectParentOrigin(win: BridgeWindow): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors !== undefined) {
    // A framed page always has its parent here; an empty list says nothing, so no parent.
    return ancestors.length > 0 ? (ancestors[0] ?? null) : null;
  }
  const referrer = win.document.referrer;
  if (referrer === '') return null;
  try {
    const origin = new URL(referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** A top-level page has itself as parent: no portal around it. */
export function isFramed(win: BridgeWindow): boolean {
  return win.parent !== null && (win.parent as unknown) !== win;
}

/** The host origin to talk to: the parent's origin, only when it is on the exact allow-list. */
export function resolveHostOrigin(win: BridgeWindow, allowList: readonly string[]): string | null {
  if (!isFramed(win)) return null;
  const parentOrigin = detectParentOrigin(win);
  if (parentOrigin === null || parentOrigin === 'null') return null;
  // Exact string equality: no substring, prefix or pattern matching of origins.
  return allowList.some((allowed) => allowed === parentOrigin) ? parentOrigin : null;
}
