import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMPT_LOCK_MS, PromptLocks } from '../../../src/presentation/shared/prompt-locks';

/** A portal prompt the test answers (or never answers). */
function prompt() {
  let answer: (value: boolean) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const asked = new Promise<boolean>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { asked, answer, fail };
}

function locks() {
  const locked = new Map<string, boolean>();
  const changes: [string, boolean][] = [];
  const subject = new PromptLocks<string>((key, value) => {
    locked.set(key, value);
    changes.push([key, value]);
  });
  return { subject, locked, changes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PromptLocks (issue 35 §8: a control never stays locked waiting for the portal)', () => {
  it('locks the control for the whole flow when the portal answers in time', async () => {
    const { subject, locked, changes } = locks();
    const alert = prompt();
    const done: string[] = [];
    const run = subject.run('leave', async (ask) => {
      if (await ask(() => alert.asked, false)) done.push('left');
    });
    expect(locked.get('leave')).toBe(true);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS - 1);
    expect(locked.get('leave')).toBe(true);
    alert.answer(true);
    await run;
    expect(done).toEqual(['left']);
    expect(changes).toEqual([
      ['leave', true],
      ['leave', false],
    ]);
  });

  it('a portal that dropped the prompt: the control is usable again after PROMPT_LOCK_MS', async () => {
    const { subject, locked } = locks();
    void subject.run('leave', async (ask) => {
      await ask(() => prompt().asked, false);
    });
    expect(locked.get('leave')).toBe(true);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS);
    expect(locked.get('leave')).toBe(false);
  });

  it('a late answer is still taken: the flow goes on, locked again for its own work', async () => {
    const { subject, locked, changes } = locks();
    const alert = prompt();
    const work = prompt();
    const done: string[] = [];
    const run = subject.run('leave', async (ask) => {
      if (!(await ask(() => alert.asked, false))) return;
      done.push('confirmed');
      await work.asked;
      done.push('left');
    });
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS * 3);
    expect(locked.get('leave')).toBe(false);
    alert.answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toEqual(['confirmed']);
    expect(locked.get('leave')).toBe(true);
    work.answer(true);
    await run;
    expect(done).toEqual(['confirmed', 'left']);
    expect(changes).toEqual([
      ['leave', true],
      ['leave', false],
      ['leave', true],
      ['leave', false],
    ]);
  });

  it('a new click after the unlock asks again; the older prompt, answered later, acts on nothing', async () => {
    const { subject, locked } = locks();
    const first = prompt();
    const second = prompt();
    const acted: string[] = [];
    const flow = (which: string, alert: ReturnType<typeof prompt>) =>
      subject.run('leave', async (ask) => {
        if (await ask(() => alert.asked, false)) acted.push(which);
      });
    const older = flow('first', first);
    await vi.advanceTimersByTimeAsync(PROMPT_LOCK_MS);
    const newer = flow('second', second);
    expect(locked.get('leave')).toBe(true);
    first.answer(true);
    await older;
    // The superseded flow ended without acting and without unlocking the newer one.
    expect(acted).toEqual([]);
    expect(locked.get('leave')).toBe(true);
    second.answer(true);
    await newer;
    expect(acted).toEqual(['second']);
    expect(locked.get('leave')).toBe(false);
  });

  it('keys are apart: a row waiting on the portal does not lock another', async () => {
    const { subject, locked } = locks();
    void subject.run('ana', async (ask) => {
      await ask(() => prompt().asked, false);
    });
    const other = prompt();
    const run = subject.run('bruno', async (ask) => {
      await ask(() => other.asked, false);
    });
    expect([locked.get('ana'), locked.get('bruno')]).toEqual([true, true]);
    other.answer(false);
    await run;
    expect([locked.get('ana'), locked.get('bruno')]).toEqual([true, false]);
  });

  it('a prompt that fails rejects into the flow, and the control is unlocked at its end', async () => {
    const { subject, locked } = locks();
    const alert = prompt();
    let caught: unknown;
    const run = subject.run('leave', async (ask) => {
      try {
        await ask(() => alert.asked, false);
      } catch (error) {
        caught = error;
      }
    });
    alert.fail(new Error('portal gone'));
    await run;
    expect(caught).toEqual(new Error('portal gone'));
    expect(locked.get('leave')).toBe(false);
  });
});
