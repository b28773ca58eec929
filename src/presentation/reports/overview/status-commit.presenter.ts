import type { PlanStatus } from '../../../domain/reports/plan-status.rule';
import { STATUS_COMMIT_DELAY_MS, STATUS_REREAD_DELAY_MS } from './overview-header';
import { makeObservableState } from '../../shared/observable-state';

/**
 * Spec 3 §4.1: the Plan Overview's overall status is committed 1 s after it is read, and read
 * again 3 s after a period change; until then the header shows it loading. A commit of a load
 * that is no longer the latest (`current` false) is dropped.
 */
export class StatusCommit {
  /** The committed overall status; error until the first commit. */
  status: PlanStatus = 'error';
  loading = true;
  private commitTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private rereadTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(private readonly live: () => PlanStatus) {
    makeObservableState(this, { commitTimer: false, rereadTimer: false });
  }

  /** A new read starts: pending commits stop and the status shows loading. */
  restarted(): void {
    this.stop();
    this.loading = true;
  }

  /** The status is committed 1 s from now, if the load is still the latest then. */
  schedule(current: () => boolean): void {
    if (!current()) return;
    if (this.commitTimer !== undefined) clearTimeout(this.commitTimer);
    this.loading = true;
    this.commitTimer = setTimeout(() => this.commit(current), STATUS_COMMIT_DELAY_MS);
  }

  /** After a period change: read again 3 s from now (once `done`), then committed 1 s later. */
  scheduleReread(done: Promise<void>, current: () => boolean): void {
    this.rereadTimer = setTimeout(() => {
      this.rereadTimer = undefined;
      void done.then(() => this.schedule(current));
    }, STATUS_REREAD_DELAY_MS);
  }

  stop(): void {
    if (this.commitTimer !== undefined) clearTimeout(this.commitTimer);
    if (this.rereadTimer !== undefined) clearTimeout(this.rereadTimer);
    this.commitTimer = undefined;
    this.rereadTimer = undefined;
  }

  private commit(current: () => boolean): void {
    this.commitTimer = undefined;
    if (!current()) return;
    this.status = this.live();
    this.loading = false;
  }
}
