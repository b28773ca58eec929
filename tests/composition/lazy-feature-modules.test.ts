import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { LAZY_FEATURES, type LazyFeature } from '../../src/application/shared/feature-modules.port';
import { ContainerFeatureModules, FEATURE_LOADERS } from '../../src/composition/lazy-feature-modules';

const MARKER = Symbol.for('LazyMarker');

function loaders(
  load: () => Promise<ContainerModule[]>,
): Record<LazyFeature, () => Promise<ContainerModule[]>> {
  return Object.fromEntries(LAZY_FEATURES.map((feature) => [feature, load])) as Record<
    LazyFeature,
    () => Promise<ContainerModule[]>
  >;
}

describe('lazy feature modules (ARCHITECTURE §8: only the home route in the first load)', () => {
  it('loads a feature once, binds its modules, and shares the pending promise', async () => {
    const container = new Container();
    let calls = 0;
    const features = new ContainerFeatureModules(
      container,
      loaders(async () => {
        calls += 1;
        return [
          new ContainerModule((options) => {
            options.bind(MARKER).toConstantValue('bound');
          }),
        ];
      }),
    );
    expect(features.isLoaded('members')).toBe(false);
    await Promise.all([features.load('members'), features.load('members')]);
    await features.load('members');
    expect(calls).toBe(1);
    expect(features.isLoaded('members')).toBe(true);
    expect(container.get(MARKER)).toBe('bound');
  });

  it('a failed load can be tried again', async () => {
    const container = new Container();
    let fail = true;
    const features = new ContainerFeatureModules(
      container,
      loaders(async () => {
        if (fail) throw new Error('chunk failed');
        return [];
      }),
    );
    await expect(features.load('agents')).rejects.toThrow('chunk failed');
    expect(features.isLoaded('agents')).toBe(false);
    fail = false;
    await features.load('agents');
    expect(features.isLoaded('agents')).toBe(true);
  });

  it('every lazy feature has a loader that yields container modules', async () => {
    for (const feature of LAZY_FEATURES) {
      const modules = await FEATURE_LOADERS[feature]();
      expect(modules.length).toBeGreaterThan(0);
      expect(modules.every((module) => module instanceof ContainerModule)).toBe(true);
    }
  });
});
