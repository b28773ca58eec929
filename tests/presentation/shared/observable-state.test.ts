import { isObservableProp, observableRef } from 'mobx';
import { describe, expect, it } from 'vitest';
import { makeObservableState } from '../../../src/presentation/shared/observable-state';

class Service {
  answer(): number {
    return 42;
  }
}

class Sample {
  count = 0;
  items: readonly number[] = [];
  when = new Date(0);
  byId = new Map<string, number>();
  cache = new Map<string, number>();
  pending: number | undefined = undefined;
  readonly onChange = (): void => undefined;

  constructor(
    private readonly service: Service,
    annotations: Parameters<typeof makeObservableState>[1] = { items: observableRef, cache: false },
  ) {
    makeObservableState(this, annotations);
  }

  get doubled(): number {
    return this.count * 2;
  }

  bump(): void {
    this.count += this.service.answer();
  }
}

describe('makeObservableState (issue 21 §2: injected dependencies are not named again)', () => {
  it('issue 21 §2: collaborators (services, functions) stay plain without being named; data is state', () => {
    const sample = new Sample(new Service());
    expect(isObservableProp(sample, 'service')).toBe(false);
    expect(isObservableProp(sample, 'onChange')).toBe(false);
    for (const state of ['count', 'items', 'when', 'byId', 'pending'] as const) {
      expect(isObservableProp(sample, state)).toBe(true);
    }
    const { bump } = sample;
    bump();
    expect(sample.doubled).toBe(84);
  });

  it('annotations are MobX’s own: observableRef keeps a replaced list as given, false keeps a data field plain', () => {
    const list = [1, 2];
    const sample = new Sample(new Service());
    sample.items = list;
    expect(sample.items).toBe(list);
    expect(isObservableProp(sample, 'cache')).toBe(false);
  });

  it('a name that is not a member throws, so no stale annotation survives a rename', () => {
    expect(() => new Sample(new Service(), { servise: false })).toThrow(/no member 'servise'/);
  });

  it('false on a collaborator throws: it is plain already, and there is one way to say so', () => {
    expect(() => new Sample(new Service(), { service: false })).toThrow(/Sample.service is a collaborator/);
  });
});
