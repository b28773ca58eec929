import { observableRef } from 'mobx';
import type { WabaList, WabaListing } from '../../../domain/reports/conversation.entity';
import { makeObservableState } from '../../shared/observable-state';

/**
 * The WABA filter of spec 3 §2.7 and §2.12: shown with at least one WABA, disabled with exactly
 * one, on the first WABA returned by default. Without a WABA nothing can be asked for (§5.1).
 */
export class WabaFilter {
  wabas: WabaList = [];
  loaded = false;
  /** The list call failed: no WABA to ask for, and nothing known about the contract's WABAs. */
  failed = false;
  selected: string | undefined = undefined;

  constructor() {
    makeObservableState(this, { wabas: observableRef });
  }

  get isShown(): boolean {
    return this.wabas.length >= 1;
  }

  get isDisabled(): boolean {
    return this.wabas.length === 1;
  }

  /**
   * Listed, and none: every WABA call is skipped and the page says why it is empty. Not after a
   * failed list (issue 37 §13, spec 3 §8: no message for report loads): the page is empty, and
   * does not claim the contract has no WABA.
   */
  get hasNone(): boolean {
    return this.loaded && !this.failed && this.wabas.length === 0;
  }

  /** The first WABA is the default (§2.7); `preferred` is kept when it is listed. */
  listed({ succeeded, wabas }: WabaListing, preferred?: string): void {
    this.wabas = wabas;
    this.selected = preferred !== undefined && wabas.includes(preferred) ? preferred : wabas[0];
    this.failed = !succeeded;
    this.loaded = true;
  }

  /** false when nothing changes (the same WABA, or one not listed). */
  select(waba: string): boolean {
    if (waba === this.selected || !this.wabas.includes(waba)) return false;
    this.selected = waba;
    return true;
  }
}
