export interface ModuleCspOrigins {
  /** The portal origins allowed to frame the module (the same list as HOST_ORIGINS). */
  readonly portal: readonly string[];
  /** Storage origins: uploads (POST), downloads and photos (photos as images too). */
  readonly storage: readonly string[];
  /** Where appSettings.json is read from, when not the module's own origin. */
  readonly settings: readonly string[];
}

export function moduleContentSecurityPolicy(origins: ModuleCspOrigins): string;
