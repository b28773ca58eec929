/** The system clipboard; rejects when the browser refuses (no permission, no API). */
export const ClipboardWriter = Symbol.for('ClipboardWriter');
export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}
