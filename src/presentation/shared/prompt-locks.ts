import type { AwaitPrompt } from '../../application/shared/host.port';

/**
 * The longest a control stays locked while only the portal's alert or modal is awaited (issue 35
 * §8). A portal shows its prompt within a second; past this, it most likely dropped it.
 */
export const PROMPT_LOCK_MS = 10_000;

interface Run {
  /** The portal's prompt has waited past the bound: the control is usable again. */
  overdue: boolean;
}

/**
 * Controls (a button, a row) whose flows ask a person through the portal (an alert, a modal)
 * before acting. A control is locked from the click until its flow ends, as before, but while its
 * flow waits only for the portal's answer the lock lasts at most `lockMs`: a portal that dropped
 * the prompt never leaves the control disabled. The answer is still taken when it comes: the flow
 * goes on, locking the control again for its own work. A new click on the unlocked control starts
 * a new flow (the prompt is asked again) and supersedes the waiting one, whose answer, if it ever
 * comes, reads as `superseded` (a "no"): one answer acts, never two.
 */
export class PromptLocks<K> {
  private readonly runs = new Map<K, Run>();

  constructor(
    private readonly setLocked: (key: K, locked: boolean) => void,
    private readonly lockMs = PROMPT_LOCK_MS,
  ) {}

  /** Runs `flow` for `key`, which stays locked meanwhile (see the class). */
  async run(key: K, flow: (ask: AwaitPrompt) => Promise<void>): Promise<void> {
    const run: Run = { overdue: false };
    this.runs.set(key, run);
    this.setLocked(key, true);
    const current = () => this.runs.get(key) === run;
    const ask: AwaitPrompt = async (question, superseded) => {
      const timer = setTimeout(() => {
        if (!current()) return;
        run.overdue = true;
        this.setLocked(key, false);
      }, this.lockMs);
      try {
        const answer = await question();
        if (!current()) return superseded;
        if (run.overdue) {
          run.overdue = false;
          this.setLocked(key, true);
        }
        return answer;
      } finally {
        clearTimeout(timer);
      }
    };
    try {
      await flow(ask);
    } finally {
      if (current()) {
        this.runs.delete(key);
        this.setLocked(key, false);
      }
    }
  }
}
