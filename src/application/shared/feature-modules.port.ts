/**
 * Features whose code (presenters, use cases, gateways) is not needed by the home route and
 * so is not in the first load: their container modules arrive with their page (architecture.md §8).
 * What each one binds, and what it needs first, is its entry in src/composition/feature-manifest.ts.
 */
export const LAZY_FEATURES = [
  'membersData',
  'members',
  'agents',
  'mtls',
  'copilot',
  'calls',
  'knowledgeBase',
  'pipelines',
  'reportData',
  'reports',
  'usageAlerts',
] as const;
export type LazyFeature = (typeof LAZY_FEATURES)[number];

export const FeatureModules = Symbol.for('FeatureModules');
export interface FeatureModules {
  /** True once the feature's modules are in the container. */
  isLoaded(feature: LazyFeature): boolean;
  /** Loads the feature's modules once, after the features it needs; later calls share the same promise. */
  load(feature: LazyFeature): Promise<void>;
}
