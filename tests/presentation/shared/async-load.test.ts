import { describe, expect, it } from 'vitest';
import { AsyncLoad, LatestLoad } from '../../../src/presentation/shared/async-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('AsyncLoad (issue 21 §2: load, keep the latest answer, expose loading / error / data)', () => {
  it('issue 21 §2: loading while the answer is on its way, then ready with the data applied', async () => {
    const load = new AsyncLoad<string>();
    const answer = deferred<string>();
    const applied: string[] = [];
    const run = load.run(
      () => answer.promise,
      (data) => applied.push(data),
    );
    expect(load.loading).toBe(true);
    expect(load.status).toBe('loading');
    answer.resolve('rows');
    const current = await run;
    expect(load.status).toBe('ready');
    expect(load.loading).toBe(false);
    expect(load.data).toBe('rows');
    expect(applied).toEqual(['rows']);
    expect(current?.()).toBe(true);
  });

  it('issue 21 §2: a late answer of an older load is dropped', async () => {
    const load = new AsyncLoad<string>();
    const first = deferred<string>();
    const second = deferred<string>();
    const applied: string[] = [];
    const firstRun = load.run(
      () => first.promise,
      (data) => applied.push(data),
    );
    const secondRun = load.run(
      () => second.promise,
      (data) => applied.push(data),
    );
    second.resolve('new');
    const secondCurrent = await secondRun;
    first.resolve('old');
    expect(await firstRun).toBeUndefined();
    expect(load.data).toBe('new');
    expect(applied).toEqual(['new']);
    expect(secondCurrent?.()).toBe(true);
  });

  it('issue 21 §2: the error of the latest load is exposed and reported; a late one is dropped', async () => {
    const load = new AsyncLoad<string>();
    const reported: unknown[] = [];
    const failure = new Error('offline');
    await load.run(() => Promise.reject(failure), undefined, { failed: (error) => reported.push(error) });
    expect(load.status).toBe('failed');
    expect(load.error).toBe(failure);
    expect(reported).toEqual([failure]);

    const late = deferred<string>();
    const lateRun = load.run(() => late.promise, undefined, { failed: (error) => reported.push(error) });
    load.drop();
    late.reject(new Error('late'));
    expect(await lateRun).toBeUndefined();
    expect(reported).toEqual([failure]);
  });

  it('issue 21 §2: a reload with keepShown stays ready until its answer arrives; dropping ends the check', async () => {
    const load = new AsyncLoad<number>();
    await load.run(() => Promise.resolve(1));
    const next = deferred<number>();
    const run = load.run(() => next.promise, undefined, { keepShown: true });
    expect(load.status).toBe('ready');
    next.resolve(2);
    const current = await run;
    expect(load.data).toBe(2);
    load.drop();
    expect(current?.()).toBe(false);
  });

  it('issue 21 §2: LatestLoad tells whether a load is still the latest', () => {
    const latest = new LatestLoad();
    const first = latest.begin();
    expect(first()).toBe(true);
    const second = latest.begin();
    expect(first()).toBe(false);
    expect(second()).toBe(true);
    latest.drop();
    expect(second()).toBe(false);
  });

  it('issue 21 §2: each load gets a signal, aborted when a newer load begins or the page closes', async () => {
    const load = new AsyncLoad<number>();
    const signals: AbortSignal[] = [];
    const first = deferred<number>();
    const second = deferred<number>();
    void load.run((signal) => (signals.push(signal), first.promise));
    const run = load.run((signal) => (signals.push(signal), second.promise));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    second.resolve(2);
    await run;
    load.drop();
    expect(signals[1]?.aborted).toBe(true);
  });

  it('issue 21 §2: keepShownOnFailure: a failed reload keeps the shown answer; a failed first load still fails', async () => {
    const load = new AsyncLoad<number>();
    const options = { keepShown: true, keepShownOnFailure: true } as const;
    await load.run(() => Promise.reject(new Error('first')), undefined, options);
    expect(load.status).toBe('failed');
    await load.run(() => Promise.resolve(1), undefined, options);
    const failure = new Error('reload');
    await load.run(() => Promise.reject(failure), undefined, options);
    expect([load.status, load.data, load.error, load.refreshing]).toEqual(['ready', 1, failure, false]);
  });
});
