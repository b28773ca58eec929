import type { ReportResult } from '../../../src/domain/reports/consumption.entity';

export const ok = <T>(value: T): ReportResult<T> => ({ status: 'SUCCESS', value });

/**
 * The shared core of the reports' literal gateways: records every call and, once `hold` is
 * called, keeps answers back until `release`, so tests can answer months out of order.
 */
export abstract class HeldAnswers<Call> {
  calls: Call[] = [];
  private holding = false;
  private readonly waiting: (() => void)[] = [];

  /** From now on answers wait until released; each is computed when asked. */
  hold(): void {
    this.holding = true;
  }

  /** Lets the held answers go, newest first when `newestFirst`. */
  async release(newestFirst = false): Promise<void> {
    this.holding = false;
    const waiting = this.waiting.splice(0);
    for (const go of newestFirst ? waiting.reverse() : waiting) {
      go();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }

  protected async answer<T>(call: Call, value: () => T): Promise<T> {
    this.calls.push(call);
    const result = value();
    if (this.holding) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return result;
  }
}
