import type { ContainerModule } from 'inversify';
import { accessApplicationModule } from '../application/access/access-application.module';
import type { LazyFeature } from '../application/shared/feature-modules.port';
import { tenantUseCasesModule } from '../application/tenant/tenant-use-cases.module';
import { accessGatewaysModule } from '../infrastructure/access/access-gateways.module';
import { billingGatewaysModule } from '../infrastructure/billing/billing-gateways.module';
import { sharedAdaptersModule } from '../infrastructure/shared/shared-adapters.module';
import { tenantGatewaysModule } from '../infrastructure/tenant/tenant-gateways.module';
import { accessPresentationModule } from '../presentation/access/access.module';
import { homePresentationModule } from '../presentation/home/home.module';
import { sharedPresentationModule } from '../presentation/shared/shared.module';
import { shellPresentationModule } from '../presentation/shell/shell.module';
import { tenantPresentationModule } from '../presentation/tenant/tenant.module';

export interface EagerFeatureOptions {
  /** Language of the texts shown before the session says which. */
  readonly initialLanguage?: string | undefined;
}

/** A feature the home route needs: its modules are in the first load, bound at start-up. */
export interface EagerFeature {
  readonly kind: 'eager';
  readonly modules: (options: EagerFeatureOptions) => ContainerModule[];
}

/**
 * A feature a user may never open (architecture.md §8): its modules arrive in their own chunk when
 * its page (or the home, after painting) first asks for them, after the features it `needs`.
 */
export interface LazyFeatureEntry {
  readonly kind: 'lazy';
  readonly load: () => Promise<ContainerModule[]>;
  readonly needs?: readonly LazyFeature[];
}

export type FeatureEntry = EagerFeature | LazyFeatureEntry;

const eager = (modules: EagerFeature['modules']): EagerFeature => ({ kind: 'eager', modules });
const lazy = (load: LazyFeatureEntry['load'], needs?: readonly LazyFeature[]): LazyFeatureEntry =>
  needs === undefined ? { kind: 'lazy', load } : { kind: 'lazy', load, needs };

/**
 * Issue 36 §1: every feature's container modules, once, eager or lazy; the container's start-up
 * (compose.ts) and the lazy loader (lazy-feature-modules.ts) read it. Every `LazyFeature` of the
 * port must be a lazy entry (the type check fails otherwise); each lazy feature's modules are in
 * `features/<name>.feature.ts`, imported only here and only on demand.
 */
export const FEATURE_MANIFEST = {
  shell: eager(({ initialLanguage }) => [shellPresentationModule(initialLanguage)]),
  shared: eager(() => [sharedAdaptersModule(), sharedPresentationModule()]),
  access: eager(() => [accessGatewaysModule(), accessApplicationModule(), accessPresentationModule()]),
  billing: eager(() => [billingGatewaysModule()]),
  tenant: eager(() => [tenantGatewaysModule(), tenantUseCasesModule(), tenantPresentationModule()]),
  home: eager(() => [homePresentationModule()]),

  // The members' gateway and the contract card's count (issue 34 §2): the home loads them after it
  // has painted, to count; the members page over them.
  membersData: lazy(() =>
    import('./features/members-data.feature').then((f) => f.membersDataFeatureModules()),
  ),
  members: lazy(
    () => import('./features/members.feature').then((f) => f.membersFeatureModules()),
    ['membersData'],
  ),
  agents: lazy(() => import('./features/agents.feature').then((f) => f.agentsFeatureModules())),
  mtls: lazy(() => import('./features/mtls.feature').then((f) => f.mtlsFeatureModules())),
  copilot: lazy(() => import('./features/copilot.feature').then((f) => f.copilotFeatureModules())),
  calls: lazy(() => import('./features/calls.feature').then((f) => f.callsFeatureModules())),
  knowledgeBase: lazy(() =>
    import('./features/knowledge-base.feature').then((f) => f.knowledgeBaseFeatureModules()),
  ),
  pipelines: lazy(() => import('./features/pipelines.feature').then((f) => f.pipelinesFeatureModules())),
  // The reports' gateways and use cases, without their pages: the home's usage alerts need only
  // these, so the home does not download the report pages' presenters and tables (issue 23 §2).
  reportData: lazy(() => import('./features/report-data.feature').then((f) => f.reportDataFeatureModules())),
  reports: lazy(
    () => import('./features/reports.feature').then((f) => f.reportsFeatureModules()),
    ['reportData'],
  ),
  // The home's usage alerts (issue 14): loaded after the home has painted, over 'reportData'.
  usageAlerts: lazy(
    () => import('./features/usage-alerts.feature').then((f) => f.usageAlertsFeatureModules()),
    ['reportData'],
  ),
} satisfies FeatureManifest;

/** A manifest: every lazy feature of the port a lazy entry, the rest eager. */
export type FeatureManifest = Readonly<Record<string, FeatureEntry>> & {
  readonly [F in LazyFeature]: LazyFeatureEntry;
};

/** The names of a manifest's lazy entries. */
export type LazyEntryNames<M> = { [K in keyof M]: M[K] extends LazyFeatureEntry ? K : never }[keyof M];

/**
 * True only when every lazy entry of the manifest is a feature of the port: a lazy entry under a
 * name `LAZY_FEATURES` lacks could never be loaded (pages ask for port names), so it fails tsc.
 */
export type LazyEntriesArePortFeatures<M> = [Exclude<LazyEntryNames<M>, LazyFeature>] extends [never]
  ? true
  : false;

// Issue 36 §1: a lazy entry whose name is not in LAZY_FEATURES fails the type check here.
const lazyEntriesArePortFeatures: LazyEntriesArePortFeatures<typeof FEATURE_MANIFEST> = true;
void lazyEntriesArePortFeatures;

/** The modules of a manifest's eager features, in order: what the container binds at start-up. */
export function eagerModulesOf(
  manifest: FeatureManifest,
  options: EagerFeatureOptions = {},
): ContainerModule[] {
  return Object.values(manifest).flatMap((entry) => (entry.kind === 'eager' ? entry.modules(options) : []));
}

/** Each lazy feature's loader, keyed by the port's feature names. */
export function lazyLoadersOf(manifest: FeatureManifest): Record<LazyFeature, LazyFeatureEntry['load']> {
  return mapLazy(manifest, (entry) => entry.load);
}

/** The features whose bindings a lazy feature's modules inject. */
export function lazyNeedsOf(manifest: FeatureManifest): Record<LazyFeature, readonly LazyFeature[]> {
  return mapLazy(manifest, (entry) => entry.needs ?? []);
}

function mapLazy<T>(manifest: FeatureManifest, pick: (entry: LazyFeatureEntry) => T): Record<LazyFeature, T> {
  const lazyNames = Object.keys(manifest).filter((name) => manifest[name]?.kind === 'lazy') as LazyFeature[];
  return Object.fromEntries(lazyNames.map((name) => [name, pick(manifest[name])])) as Record<LazyFeature, T>;
}
