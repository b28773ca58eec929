import type { Container, ContainerModule } from 'inversify';
import type { FeatureModules, LazyFeature } from '../application/shared/feature-modules.port';

/** Each lazy feature's modules, one chunk per feature, imported only when its page opens. */
export const FEATURE_LOADERS: Record<LazyFeature, () => Promise<ContainerModule[]>> = {
  membersData: () =>
    import('./features/members-data.feature').then((feature) => feature.membersDataFeatureModules()),
  members: () => import('./features/members.feature').then((feature) => feature.membersFeatureModules()),
  agents: () => import('./features/agents.feature').then((feature) => feature.agentsFeatureModules()),
  mtls: () => import('./features/mtls.feature').then((feature) => feature.mtlsFeatureModules()),
  copilot: () => import('./features/copilot.feature').then((feature) => feature.copilotFeatureModules()),
  calls: () => import('./features/calls.feature').then((feature) => feature.callsFeatureModules()),
  knowledgeBase: () =>
    import('./features/knowledge-base.feature').then((feature) => feature.knowledgeBaseFeatureModules()),
  pipelines: () =>
    import('./features/pipelines.feature').then((feature) => feature.pipelinesFeatureModules()),
  reportData: () =>
    import('./features/report-data.feature').then((feature) => feature.reportDataFeatureModules()),
  reports: () => import('./features/reports.feature').then((feature) => feature.reportsFeatureModules()),
  usageAlerts: () =>
    import('./features/usage-alerts.feature').then((feature) => feature.usageAlertsFeatureModules()),
};

/** The features whose bindings a feature's modules inject: loaded into the container before it. */
export const FEATURE_NEEDS: Readonly<Partial<Record<LazyFeature, readonly LazyFeature[]>>> = {
  members: ['membersData'],
  reports: ['reportData'],
  usageAlerts: ['reportData'],
};

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
