import { injectable } from 'inversify';
import type { ClipboardWriter } from '../../application/tenant/clipboard-writer.port';

/**
 * navigator.clipboard. In a frame the portal must allow 'clipboard-write'; when it does not,
 * or the API is missing (plain http), the promise rejects and the caller says so.
 */
@injectable()
export class NavigatorClipboardWriter implements ClipboardWriter {
  async writeText(text: string): Promise<void> {
    const clipboard = globalThis.navigator?.clipboard;
    if (clipboard === undefined || typeof clipboard.writeText !== 'function') {
      throw new Error('The clipboard is not available here');
    }
    await clipboard.writeText(text);
  }
}
