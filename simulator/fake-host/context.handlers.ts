import { FakeHostError, notFound } from './backend/fake-host.error';
import { LimeReason } from './backend/lime-reason';
import type { FakeTenantRecord } from './backend/dataset/fake-data';
import { applicationView, tenantView } from './backend/routes/views';
import { callsApplicationRequests } from './calls.application-requests';
import { badContent, field, isRecord, type ActionHandler, type FakeHostRuntime } from './fake-host.runtime';

/** Who is logged in, on which contract, in which language (architecture.md §4). */
export function contextHandlers(runtime: FakeHostRuntime): Record<string, ActionHandler> {
  const { backend, options, toggles } = runtime;
  const data = backend.data;

  const knownTenant = (tenantId: unknown, action: string): FakeTenantRecord => {
    if (typeof tenantId !== 'string' || tenantId === '') throw badContent(action, 'tenantId is required');
    const tenant = [data.tenant, ...data.otherTenants].find(
      (t) => t.id.toLowerCase() === tenantId.toLowerCase(),
    );
    if (tenant === undefined) throw notFound(`tenant '${tenantId}'`);
    return tenant;
  };

  const currentUser = (): Record<string, unknown> => ({
    identity: data.loggedUser.identity,
    email: data.loggedUser.email,
    fullName: data.loggedUser.fullName,
    tenantId: data.tenant.id,
    localNode: data.loggedUser.localNode,
    culture: data.loggedUser.culture,
    extras: {
      lastUsedTenants:
        data.loggedUser.lastUsedTenants ??
        JSON.stringify([data.tenant.id, ...data.otherTenants.map((t) => t.id)]),
    },
  });

  const currentTenant = (): Record<string, unknown> => ({
    ...(runtime.portalTenant ?? tenantView(data.tenant)),
    clusterName: data.clusterName,
  });

  /** sendApplicationRequest's methods, by name; each gets the request's `args`. */
  const applicationRequests = new Map<string, ActionHandler>(
    Object.entries({
      // Answered by the portal itself: never faulted (no backend call to lose).
      getApplicationsByTenant(args: unknown) {
        const tenantId = Array.isArray(args) ? args[0] : field(args, 'tenantId');
        const tenant = knownTenant(tenantId, 'sendApplicationRequest');
        if (tenant !== data.tenant) return [];
        return data.bots.map((bot) => applicationView(bot, backend.domains));
      },
      ...callsApplicationRequests(runtime),
    }),
  );

  return {
    getUserContext(content) {
      const which = field(content, 'method');
      if (which === 'getCurrentUser') return currentUser();
      if (which === 'getCurrentTenant') return currentTenant();
      throw badContent('getUserContext', "expected 'getCurrentUser' or 'getCurrentTenant'");
    },
    setCurrentTenant(content) {
      const tenant = field(content, 'tenant');
      if (!isRecord(tenant) || typeof tenant['id'] !== 'string')
        throw badContent('setCurrentTenant', 'tenant.id is required');
      const { clusterName: _cluster, ...rest } = tenant;
      runtime.portalTenant = { ...tenantView(knownTenant(tenant['id'], 'setCurrentTenant')), ...rest };
      return undefined;
    },
    getCurrentLanguage: () => options.lang,
    sendApplicationRequest(content) {
      const method = field(content, 'method');
      const request = typeof method === 'string' ? applicationRequests.get(method) : undefined;
      if (request === undefined) {
        throw new FakeHostError(
          LimeReason.RESOURCE_NOT_SUPPORTED,
          `sendApplicationRequest: unknown method '${String(method)}'`,
        );
      }
      return request(isRecord(content) ? content['args'] : undefined);
    },
    getTenantPlan: (content) => knownTenant(field(content, 'tenantId'), 'getTenantPlan').plan,
    getTenantUrl: (content) =>
      `https://${knownTenant(field(content, 'tenantId'), 'getTenantUrl').id}.${backend.domains.BLIP_DOMAIN}`,
    getFeatureToggles(content) {
      const names = field(content, 'names');
      const asked = Array.isArray(names)
        ? names.filter((name): name is string => typeof name === 'string')
        : Object.keys(toggles.snapshot());
      const answer: Record<string, boolean> = {};
      for (const name of asked) answer[name] = toggles.isOn(name);
      return answer;
    },
  };
}
