import { injectable } from 'inversify';
import { observableRef } from 'mobx';
import type { BreadcrumbEditableLast, BreadcrumbItem } from '../ui';
import { makeObservableState } from '../shared/observable-state';

/** Page header mode of spec 1 §2 'Header bar': a back-arrow link plus a bold text. */
export interface HeaderContent {
  readonly backTo: string;
  readonly text: string;
}

export interface PageBreadcrumb {
  readonly items: readonly BreadcrumbItem[];
  /** The last item edited in place (used for renaming); saving hands the value to the page. */
  readonly editableLast?: BreadcrumbEditableLast;
  /** The last item is still loading: its accessible text, shown as a skeleton. */
  readonly loadingLast?: string;
}

/**
 * What the current page put in the header bar. A singleton so that any page (or its
 * presenter) can set it while the shell renders it; null means "the default".
 */
@injectable()
export class HeaderStore {
  headerContent: HeaderContent | null = null;
  breadcrumb: PageBreadcrumb | null = null;

  constructor() {
    // Held by reference: pages hand in callbacks (onSave) that must stay plain functions.
    makeObservableState(this, { headerContent: observableRef, breadcrumb: observableRef });
  }

  setHeaderContent(content: HeaderContent | null): void {
    this.headerContent = content;
  }

  setBreadcrumb(breadcrumb: PageBreadcrumb | null): void {
    this.breadcrumb = breadcrumb;
  }

  reset(): void {
    this.headerContent = null;
    this.breadcrumb = null;
  }
}
