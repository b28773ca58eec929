/** spec 2 §2.13: the host-portal pages a pipeline action opens in the top window. */
export type PortalAction = 'create' | 'open' | 'team' | 'logs';

/** spec 2 §2.13: the four paths, resolved against the tenant's base URL. */
export function portalPath(action: PortalAction, id = ''): string {
  const encoded = encodeURIComponent(id);
  switch (action) {
    case 'create':
      return '/application/create/pipelinename/';
    case 'open':
      return `/application/detail/${encoded}/templates/pipeline`;
    case 'team':
      return `/application/detail/${encoded}/team`;
    case 'logs':
      return `/application/detail/${encoded}/builder-observability/builder-monitoring`;
  }
}

/**
 * '{tenant base URL}{path}': only an https base is used (architecture.md §4: no navigation
 * without validation); its own path is kept and a trailing '/' is not doubled. Null otherwise.
 */
export function portalUrl(baseUrl: string, path: string): string | null {
  let base: URL;
  try {
    base = new URL(baseUrl.trim());
  } catch {
    return null;
  }
  if (base.protocol !== 'https:' || base.username !== '' || base.password !== '') return null;
  const prefix = `${base.origin}${base.pathname}`.replace(/\/+$/, '');
  return `${prefix}${path}`;
}
