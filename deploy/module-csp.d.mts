export interface ModuleCspOrigins {
  /** The portal origins allowed to frame the module (the same list as HOST_ORIGINS). */
  readonly portal: readonly string[];
  /** Storage origins: uploads (POST), downloads and photos (photos as images too). */
  readonly storage: readonly string[];
  /** Where appSettings.json is read from, when not the module's own origin. */
  readonly settings: readonly string[];
}

/** Where browsers send reports of the policy's violations (deploy/serve.mjs --csp-report-uri). */
export interface ModuleCspReporting {
  /** An absolute URL: https, or http on a loopback host. */
  readonly endpoint: string;
}

export const CSP_REPORT_GROUP: string;
export function moduleContentSecurityPolicy(
  origins: ModuleCspOrigins,
  reporting?: ModuleCspReporting,
): string;
export function reportingEndpoints(reporting?: ModuleCspReporting): string;
export function cspReporting(
  raw: string | undefined,
  options?: { readonly loopbackHttp?: boolean },
): ModuleCspReporting | undefined;
