/**
 * Opens the browser's print dialog for the module's own document (issue 24 §4: a report's
 * 'Print'). Inside the portal's frame this prints the frame's document, not the portal's page.
 * Throws when the browser refuses.
 */
export const PagePrinter = Symbol.for('PagePrinter');
export interface PagePrinter {
  print(): void;
}
