import type { Logger } from '../../../application/shared/logger.port';
import type { UndoOutcome } from '../../../domain/undo/bulk-undo.rule';
import { makeObservableState } from '../observable-state';
import type { Texts } from '../texts.port';

/**
 * How long the bar offers Undo, and shows that an undo worked (issue 38 §2 "a few seconds";
 * docs/decisions/undo.md). Time the user spends on the bar (focus or pointer) does not count.
 */
export const UNDO_OFFER_MS = 8_000;

/** Runs `expire` after `ms`; the function returned cancels it. Injected so tests own the time. */
export type UndoTimer = (ms: number, expire: () => void) => () => void;

export const browserTimer: UndoTimer = (ms, expire) => {
  const handle = setTimeout(expire, ms);
  return () => clearTimeout(handle);
};

/** What a page offers to undo after a reversible bulk change that saved at least one item. */
export interface UndoRequest {
  /** What was changed, e.g. 'Roles of 40 members changed.' */
  readonly message: string;
  /** The names of the planned items: all of them are named if the undo fails as a whole. */
  readonly names: readonly string[];
  /** Puts each saved item back with the change's own commands and reloads as the spec says. */
  readonly undo: () => Promise<UndoOutcome>;
}

/** offered: Undo can be pressed; running: it was; restored / partial: how the undo ended. */
export type UndoPhase = 'offered' | 'running' | 'restored' | 'partial';

/**
 * The in-page Undo bar's state (issue 38 §2): one offer at a time (a newer change replaces it),
 * which expires after UNDO_OFFER_MS unless the bar is held, runs its undo once, and then says
 * how it went. A full undo says so and expires too; a partial one names exactly the items that
 * could not be restored and stays until dismissed, so the names cannot vanish unread.
 */
export class UndoOfferPresenter {
  phase: UndoPhase | undefined = undefined;
  /** The offer's message, or the undo's outcome. */
  text = '';
  private request: UndoRequest | undefined = undefined;
  private held = false;
  private cancelExpiry: (() => void) | undefined = undefined;

  constructor(
    private readonly texts: Texts,
    private readonly logger: Logger,
    private readonly timer: UndoTimer = browserTimer,
    private readonly durationMs: number = UNDO_OFFER_MS,
  ) {
    makeObservableState(this, { request: false, held: false, cancelExpiry: false });
  }

  get shown(): boolean {
    return this.phase !== undefined;
  }

  offer(request: UndoRequest): void {
    this.request = request;
    this.phase = 'offered';
    this.text = request.message;
    this.restartExpiry();
  }

  async undoClicked(): Promise<void> {
    const request = this.request;
    if (this.phase !== 'offered' || request === undefined) return;
    this.phase = 'running';
    this.stopExpiry();
    let outcome: UndoOutcome;
    try {
      outcome = await request.undo();
    } catch (error) {
      this.logger.error('Undo failed', error);
      outcome = { kind: 'partial', notRestored: request.names };
    }
    // A newer change's offer took the bar while this undo ran: it keeps the bar.
    if (this.request === request) this.ended(outcome);
  }

  /** The bar's Close, or Escape: the offer (or outcome) goes, the change stays. */
  dismissed(): void {
    if (this.phase === 'running') return;
    this.clear();
  }

  /** Focus or the pointer on the bar stop the clock; leaving it starts a full wait again (WCAG 2.2.1). */
  holdChanged(held: boolean): void {
    this.held = held;
    if (held) this.stopExpiry();
    else this.restartExpiry();
  }

  /** The page is gone. */
  dispose(): void {
    this.clear();
  }

  private ended(outcome: UndoOutcome): void {
    if (outcome.kind === 'restored') {
      this.phase = 'restored';
      this.text = this.texts.t('undo:restored');
      this.restartExpiry();
    } else {
      this.phase = 'partial';
      this.text = this.texts.t('undo:notRestored', { names: this.nameList(outcome.notRestored) });
    }
  }

  private nameList(names: readonly string[]): string {
    return new Intl.ListFormat(this.texts.language, { type: 'conjunction' }).format(names);
  }

  private restartExpiry(): void {
    this.stopExpiry();
    if (this.held || (this.phase !== 'offered' && this.phase !== 'restored')) return;
    this.cancelExpiry = this.timer(this.durationMs, () => this.expired());
  }

  private expired(): void {
    this.cancelExpiry = undefined;
    if (this.phase === 'offered' || this.phase === 'restored') this.clear();
  }

  private stopExpiry(): void {
    this.cancelExpiry?.();
    this.cancelExpiry = undefined;
  }

  private clear(): void {
    this.stopExpiry();
    this.request = undefined;
    this.phase = undefined;
    this.text = '';
  }
}
