/**
 * Spec 3 §2.3 item 4: the data-protection banner shows only when the current tenant's
 * clusterName (from the host) contains one of the configured cluster names, compared without
 * regard to case. Blank configured names match nothing (an empty string is in every name).
 */
export function showsDataProtectionBanner(
  clusterName: string | null | undefined,
  configuredNames: readonly string[] | null | undefined,
): boolean {
  if (typeof clusterName !== 'string' || !Array.isArray(configuredNames)) return false;
  const cluster = clusterName.toLowerCase();
  return configuredNames.some(
    (name) => typeof name === 'string' && name.trim() !== '' && cluster.includes(name.trim().toLowerCase()),
  );
}
