import { injectable } from 'inversify';
import type { PagePrinter } from '../../application/shared/page-printer.port';

/**
 * The browser's own print of the frame's window (issue 24 §4): 'Print / Save as PDF' of the
 * module's document, laid out by the print stylesheet. A frame sandboxed without `allow-modals`
 * ignores the call silently (docs/decisions/reports-shared.md, 'Print').
 */
@injectable()
export class WindowPagePrinter implements PagePrinter {
  print(): void {
    window.print();
  }
}
