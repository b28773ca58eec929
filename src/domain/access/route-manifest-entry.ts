import type { MetricId } from './metric-id';
import type { PermissionArea } from './permission.rule';

export type HomeSectionId = 'generalSettings' | 'featureManagement' | 'usageData';

/** One way a card may be shown: its toggle (if any) on and one of its metrics (if any). */
export interface HomeCardVariant {
  readonly toggle?: string;
  readonly metrics?: readonly MetricId[];
}

/**
 * How an AI route reads the agent plan (spec 1 §6, spec 2 §6):
 * - 'toggle-decides-when-not-configured': paid or trial passes; reason 'notConfigured'
 *   lets the toggle decide; anything else (or an error) denies.
 * - 'toggle-or-plan': the toggle alone passes; otherwise a paid or trial plan.
 */
export interface AgentPlanRequirement {
  readonly mode: 'toggle-decides-when-not-configured' | 'toggle-or-plan';
  readonly toggle: string;
}

/** What opens a private route (spec 1 §6, spec 2 §6, spec 3 §6). */
export interface RouteAccessRule {
  readonly accessPermission: PermissionArea;
  /** With `metrics`: toggle on OR one of the metrics in the subscription. */
  readonly featureToggle?: string;
  readonly metrics?: readonly MetricId[];
  readonly agentPlan?: AgentPlanRequirement;
  /** The subscription must hold the Agent metric, whatever its quantity (spec 1 §6). */
  readonly requiresAgentMetric?: boolean;
}

/**
 * - shell: drawn by the shell itself (the home); no page to load;
 * - settings: a settings page;
 * - usage: a newer report, drawn in the usage area with its side menu, month in the URL;
 * - report: a legacy report, month in the URL.
 */
export type RouteGroup = 'shell' | 'settings' | 'usage' | 'report';

interface CardTexts {
  /** The card's name in tracking and texts (cards.<key> in the 'home' namespace). */
  readonly key: string;
  readonly section: HomeSectionId;
  readonly isNew?: true;
}

/**
 * The home card of a route (spec 1 §2 Home): either its own gate (a permission and variants) or,
 * issue 37 §10, exactly its route's gate (`followsRouteGate`).
 */
export type RouteCardEntry =
  | (CardTexts & { readonly permission: PermissionArea; readonly variants: readonly HomeCardVariant[] })
  | (CardTexts & { readonly followsRouteGate: true });

/**
 * One route of the route manifest (issue 36 §1): plain data, keyed by its id in the manifest.
 * The page it loads and the container modules it needs are the presentation's record of the
 * same ids (src/presentation/shell/routes/route-pages.ts).
 */
export interface RouteManifestEntry {
  /** react-router pattern, relative to the module's basename. */
  readonly path: string;
  readonly group: RouteGroup;
  readonly access: RouteAccessRule;
  /** The pictogram of its home card and usage-menu item (a name of the UI kit's icons). */
  readonly icon?: string;
  readonly card?: RouteCardEntry;
  readonly maxContentWidth?: number;
}

/** A manifest: route entries keyed by route id, in order (home cards show in this order). */
export type RouteManifest<Id extends string = string> = { readonly [K in Id]: RouteManifestEntry };
