/**
 * Opens `url` (already validated by the caller) in a new tab and says whether the browser let it.
 * `window.open` with 'noopener' answers null even when the tab opened, so a blocked popup could
 * not be told apart: the tab opens blank, loses its handle on this window, then goes to `url`.
 */
export function openInNewTab(url: string, win: Pick<Window, 'open'> = window): boolean {
  const tab = win.open('about:blank', '_blank');
  if (tab === null) return false;
  tab.opener = null;
  tab.location.replace(url);
  return true;
}
