import { UploadCancelledError, type UploadControl } from '../../application/shared/upload-control.port';
import { makeObservableState } from './observable-state';

/**
 * Issue 24 §3: nothing to show, a file on its way (bar and Cancel), or how the last one ended
 * when it did not succeed: cancelled by the user, or failed with the file still chosen.
 */
export type UploadPhase = 'idle' | 'uploading' | 'cancelled' | 'failed';

/**
 * Issue 24 §3: one upload's progress (0–100) and its cancel, for the photo, the certificate
 * wizard and the knowledge-base file dialogs alike. `start()` hands the use case the control
 * it passes down to the transport; `cancel()` aborts it; `ended()` (or `endedBy(error)`) records how it went.
 */
export class UploadProgress {
  phase: UploadPhase = 'idle';
  percent = 0;
  /** The running upload's abort switch; not state the view reads. */
  private controller: AbortController | undefined = undefined;

  constructor() {
    makeObservableState(this, { controller: false });
  }

  get isUploading(): boolean {
    return this.phase === 'uploading';
  }

  start(): UploadControl {
    const controller = new AbortController();
    this.controller = controller;
    this.phase = 'uploading';
    this.percent = 0;
    return {
      signal: controller.signal,
      // A late report from an upload that was replaced or ended moves nothing.
      onProgress: (percent) => this.progressed(controller, percent),
    };
  }

  cancel(): void {
    if (this.phase === 'uploading') this.controller?.abort();
  }

  /** How the work that `start()` began ended; 'done' shows nothing more. */
  ended(outcome: 'done' | 'cancelled' | 'failed'): void {
    this.controller = undefined;
    this.phase = outcome === 'done' ? 'idle' : outcome;
  }

  /** The work was rejected with `error`: a cancel (UploadCancelledError) or a failure. */
  endedBy(error: unknown): void {
    this.ended(error instanceof UploadCancelledError ? 'cancelled' : 'failed');
  }

  /** A new choice of file, or a closed dialog: the last outcome no longer applies. */
  clear(): void {
    if (this.phase !== 'uploading') this.phase = 'idle';
  }

  private progressed(controller: AbortController, percent: number): void {
    if (this.controller === controller && this.phase === 'uploading') {
      this.percent = Math.min(100, Math.max(0, Math.round(percent)));
    }
  }
}
