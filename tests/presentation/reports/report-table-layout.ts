import { afterEach, beforeEach, vi } from 'vitest';

/**
 * jsdom has no layout: every report table's scrolling body gets the 1000 px a browser computes
 * (spec 3 §2.2) and a width, which is what the virtualizer reads. Call once at a file's top.
 */
export function layOutReportTables(): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ui-table__scroll') ? 1000 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('ui-table__scroll') ? 900 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());
}
