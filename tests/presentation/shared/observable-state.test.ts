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

  constructor(
    private readonly service: Service,
    plain: readonly string[] = ['service'],
  ) {
    makeObservableState(this, plain, { items: observableRef });
  }

  get doubled(): number {
    return this.count * 2;
  }

  bump(): void {
    this.count += this.service.answer();
  }
}

describe('makeObservableState (issue 21 §2: injected fields named once)', () => {
  it('issue 21 §2: the named fields stay plain, the rest is state with bound actions', () => {
    const sample = new Sample(new Service());
    expect(isObservableProp(sample, 'service')).toBe(false);
    expect(isObservableProp(sample, 'count')).toBe(true);
    expect(isObservableProp(sample, 'items')).toBe(true);
    const { bump } = sample;
    bump();
    expect(sample.doubled).toBe(84);
  });

  it('issue 21 §2: a name that is not a field throws, so no stale exclusion survives a rename', () => {
    expect(() => new Sample(new Service(), ['servise'])).toThrow(/no field 'servise'/);
  });
});
