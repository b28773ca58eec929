import type { Container, ContainerModule } from 'inversify';
import type { FeatureModules, LazyFeature } from '../application/shared/feature-modules.port';
import { FEATURE_MANIFEST, lazyLoadersOf, lazyNeedsOf } from './feature-manifest';

/** Each lazy feature's modules, one chunk per feature, imported only when its page opens (the feature manifest). */
export const FEATURE_LOADERS: Record<LazyFeature, () => Promise<ContainerModule[]>> =
  lazyLoadersOf(FEATURE_MANIFEST);

/** The features whose bindings a feature's modules inject: loaded into the container before it. */
export const FEATURE_NEEDS: Readonly<Partial<Record<LazyFeature, readonly LazyFeature[]>>> =
  lazyNeedsOf(FEATURE_MANIFEST);

/**
 * Loads a feature's modules into the container once, after the features it needs (their chunks
 * download side by side); a failed load may be tried again.
 */
export class ContainerFeatureModules implements FeatureModules {
  private readonly loading = new Map<LazyFeature, Promise<void>>();
  private readonly loaded = new Set<LazyFeature>();

  constructor(
    private readonly container: Container,
    private readonly loaders: Record<LazyFeature, () => Promise<ContainerModule[]>> = FEATURE_LOADERS,
    private readonly needs: Readonly<Partial<Record<LazyFeature, readonly LazyFeature[]>>> = FEATURE_NEEDS,
  ) {}

  isLoaded(feature: LazyFeature): boolean {
    return this.loaded.has(feature);
  }

  load(feature: LazyFeature): Promise<void> {
    const pending = this.loading.get(feature);
    if (pending) return pending;
    const needed = Promise.all((this.needs[feature] ?? []).map((need) => this.load(need)));
    const loading = Promise.all([this.loaders[feature](), needed])
      .then(([modules]) => this.container.loadAsync(...modules))
      .then(
        () => {
          this.loaded.add(feature);
        },
        (error: unknown) => {
          this.loading.delete(feature);
          throw error;
        },
      );
    this.loading.set(feature, loading);
    return loading;
  }
}
