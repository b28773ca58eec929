/**
 * Configuration from GET /appSettings.json (spec 1 §3 'App settings keys'; every key is
 * documented in module/public/appSettings.json, the template the module build ships, under "_doc"). Bound as a constant at start-up.
 */
export const AppSettings = Symbol.for('AppSettings');
export interface AppSettings {
  /** Exact origins of the host portal allowed to frame the module. */
  readonly HOST_ORIGINS: readonly string[];
  /**
   * Issue 35 §4: exact origins of the file storage. An upload (a body: a photo, a knowledge-base
   * file, a certificate and its password) goes only to an address on one of them.
   */
  readonly STORAGE_ORIGINS: readonly string[];
  readonly TENANT_AGENTS_PAGE_SIZE: number;
  /** Platform domain, used for the contract URL '{tenantId}.{domain}' and addresses. */
  readonly BLIP_DOMAIN: string;
  readonly MSGING_DOMAIN: string;
  /** Base URL of the host portal (leave-contract redirects). */
  readonly PORTAL_URL: string;
  readonly REVENUE_START_DATE: string;
  readonly WHATSAPP_BP_PRICING_CHANGES_START_DATE: string;
  readonly WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: string;
  /** The messaging app's pricing-changes page (spec 3 §2.7); the link adds ?locale=pt_BR. */
  readonly WHATSAPP_BP_PRICING_CHANGES_URL: string;
  /** Static feature toggles, used by the static provider (profile without a host). */
  readonly FEATURE_TOGGLES: Readonly<Record<string, boolean>>;
  /** 'host' asks the portal (getFeatureToggles); 'static' reads FEATURE_TOGGLES. */
  readonly FEATURE_TOGGLE_SOURCE: 'host' | 'static';
  readonly HOST_REQUEST_TIMEOUT_MS: number;
  /** Spec 3 §2.3: clusters (matched case-insensitively inside clusterName) that get the data-protection banner. */
  readonly DATA_PROTECTION_CLUSTER_NAMES: readonly string[];
}
