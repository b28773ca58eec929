/**
 * Features whose code (presenters, use cases, gateways) is not needed by the home route and
 * so is not in the first load: their container modules arrive with their page (architecture.md §8).
 */
export const LAZY_FEATURES = [
  // The members' gateway and the contract card's count (issue 34 §2): the home loads them after it
  // has painted, to count; the members page over them.
  'membersData',
  'members',
  'agents',
  'mtls',
  'copilot',
  'calls',
  'knowledgeBase',
  'pipelines',
  // The reports' gateways and use cases, without their pages: the home's usage alerts need only
  // these, so the home does not download the report pages' presenters and tables (issue 23 §2).
  'reportData',
  'reports',
  // The home's usage alerts (issue 14): loaded after the home has painted, over 'reportData'.
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
