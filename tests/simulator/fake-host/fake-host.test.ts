import { describe, expect, it } from 'vitest';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import { FEATURE_TOGGLE_NAMES } from '../../../src/infrastructure/shared/feature-toggle-names';
import { memoryHost, readWireError } from '../../infrastructure/support/memory-host';

async function failure(promise: Promise<unknown>): Promise<FakeHostError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FakeHostError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('FakeHost: user context', () => {
  it("getUserContext 'getCurrentUser' answers the logged user with lastUsedTenants as a JSON string", async () => {
    const { host } = memoryHost();
    const user = (await host.handle('getUserContext', 'getCurrentUser')) as Record<string, unknown>;
    const { loggedUser, tenant, otherTenants } = host.state;
    expect(user).toMatchObject({
      identity: loggedUser.identity,
      email: loggedUser.email,
      fullName: loggedUser.fullName,
      tenantId: tenant.id,
      localNode: loggedUser.localNode,
      culture: 'pt-BR',
    });
    expect(JSON.parse((user['extras'] as { lastUsedTenants: string }).lastUsedTenants)).toEqual([
      tenant.id,
      ...otherTenants.map((t) => t.id),
    ]);
  });

  it("getUserContext 'getCurrentTenant' answers the contract with its clusterName", async () => {
    const { host } = memoryHost();
    const tenant = await host.handle('getUserContext', 'getCurrentTenant');
    expect(tenant).toMatchObject({
      id: host.state.tenant.id,
      name: host.state.tenant.name,
      plan: 'advanced',
    });
    expect((tenant as { clusterName: string }).clusterName).toMatch(/prd/);
  });

  it('setCurrentTenant updates what the portal answers as current tenant', async () => {
    const { host } = memoryHost();
    const id = host.state.tenant.id;
    await host.handle('setCurrentTenant', { tenant: { id, name: 'Renamed' } });
    expect(await host.handle('getUserContext', 'getCurrentTenant')).toMatchObject({ id, name: 'Renamed' });
    await expect(host.handle('setCurrentTenant', { tenant: { id: 'elsewhere' } })).rejects.toThrow(
      FakeHostError,
    );
  });

  it('getCurrentLanguage answers the lang option', async () => {
    expect(await memoryHost({ lang: 'es' }).host.handle('getCurrentLanguage', undefined)).toBe('es');
    expect(memoryHost({ lang: 'en' }).host.state.loggedUser.culture).toBe('en-US');
  });

  it('rejects an unknown getUserContext request and unknown actions', async () => {
    const { host } = memoryHost();
    await expect(host.handle('getUserContext', 'getEverything')).rejects.toThrow(FakeHostError);
    const error = await failure(host.handle('launchRockets', {}));
    expect(readWireError(error.wireError).reason.description).toMatch(/Unknown host action 'launchRockets'/);
  });
});

describe('FakeHost: tenant lookups', () => {
  it('sendApplicationRequest getApplicationsByTenant answers the bots with shortName and name', async () => {
    const { host } = memoryHost();
    const apps = (await host.handle('sendApplicationRequest', {
      method: 'getApplicationsByTenant',
      args: [host.state.tenant.id],
    })) as Array<Record<string, unknown>>;
    expect(apps).toHaveLength(12);
    expect(apps[0]).toMatchObject({
      shortName: host.state.bots[0]?.shortName,
      name: host.state.bots[0]?.name,
    });
    expect(apps[0]?.['identity']).toBe(`${host.state.bots[0]?.shortName}@msging.net`);
  });

  it('sendApplicationRequest refuses unknown methods and unknown tenants', async () => {
    const { host } = memoryHost();
    await expect(host.handle('sendApplicationRequest', { method: 'dropTables', args: [] })).rejects.toThrow(
      FakeHostError,
    );
    expect(
      (
        await failure(
          host.handle('sendApplicationRequest', { method: 'getApplicationsByTenant', args: ['x'] }),
        )
      ).code,
    ).toBe(67);
  });

  it('getTenantPlan answers the plan name; getTenantUrl and its alias Tenant:url the organisation URL', async () => {
    const { host } = memoryHost();
    const tenantId = host.state.tenant.id;
    expect(await host.handle('getTenantPlan', { tenantId })).toBe('advanced');
    expect(await host.handle('getTenantUrl', { tenantId })).toBe(`https://${tenantId}.blip.ai`);
    expect(await host.handle('Tenant:url', { tenantId })).toBe(`https://${tenantId}.blip.ai`);
    expect((await failure(host.handle('getTenantPlan', { tenantId: 'nope' }))).code).toBe(67);
  });
});

describe('FakeHost: feature toggles', () => {
  it("spec 1 §9: flags 'all' turns every toggle name on", async () => {
    const { host } = memoryHost({ flags: 'all' });
    const answer = await host.handle('getFeatureToggles', { names: [...FEATURE_TOGGLE_NAMES] });
    expect(answer).toEqual(Object.fromEntries(FEATURE_TOGGLE_NAMES.map((name) => [name, true])));
  });

  it("flags 'none' turns every toggle off; a list turns on those only", async () => {
    expect(
      await memoryHost({ flags: 'none' }).host.handle('getFeatureToggles', { names: ['pipeline-enable'] }),
    ).toEqual({
      'pipeline-enable': false,
    });
    const { host } = memoryHost({ flags: ['pipeline-enable'] });
    expect(
      await host.handle('getFeatureToggles', { names: ['pipeline-enable', 'tenant-calls-settings'] }),
    ).toEqual({
      'pipeline-enable': true,
      'tenant-calls-settings': false,
    });
    expect(host.state.toggles['pipeline-enable']).toBe(true);
    expect(Object.keys(host.state.toggles)).toEqual(expect.arrayContaining([...FEATURE_TOGGLE_NAMES]));
  });

  it('setToggle flips a toggle at run time', async () => {
    const { host } = memoryHost({ flags: 'all' });
    host.setToggle('pipeline-enable', false);
    expect(await host.handle('getFeatureToggles', { names: ['pipeline-enable'] })).toEqual({
      'pipeline-enable': false,
    });
  });
});

describe('FakeHost: portal UI actions', () => {
  it('showAlert asks the UI and answers its choice', async () => {
    const { host, ui } = memoryHost();
    ui.answerAlerts(false);
    const alert = {
      variant: 'delete',
      title: 'Caution',
      body: 'Sure?',
      confirm: 'Reject',
      cancel: 'Go back',
    };
    expect(await host.handle('showAlert', alert)).toBe(false);
    expect(await host.handle('showAlert', alert)).toBe(true);
    expect(ui.alerts.map((a) => a.alert)).toEqual([alert, alert]);
  });

  it('toast and showUploadErrorToast reach the UI', async () => {
    const { host, ui } = memoryHost();
    await host.handle('toast', { type: 'success', title: 'Done', message: 'Name updated' });
    await host.handle('toast', { type: 'danger', message: 'Failed to update name' });
    await host.handle('showUploadErrorToast', { code: 413 });
    expect(ui.toasts).toEqual([
      { type: 'success', title: 'Done', message: 'Name updated' },
      { type: 'danger', message: 'Failed to update name' },
    ]);
    expect(ui.uploadErrorToasts).toEqual([413]);
    await expect(host.handle('toast', { type: 'party', message: 'x' })).rejects.toThrow(FakeHostError);
  });

  it('startLoading/stopLoading, heightChange, stateChangeSuccess, unauthorizedAccess, segment', async () => {
    const { host, ui } = memoryHost();
    await host.handle('startLoading', undefined);
    expect(ui.isLoading).toBe(true);
    await host.handle('stopLoading', undefined);
    expect(ui.isLoading).toBe(false);
    await host.handle('heightChange', 812.4);
    await host.handle('heightChange', { height: 600 });
    expect(ui.heights).toEqual([813, 600]);
    await host.handle('stateChangeSuccess', { toUrl: '/agent' });
    expect(ui.navigations).toEqual(['/agent']);
    await host.handle('unauthorizedAccess', { path: '/mtls' });
    expect(ui.unauthorizedPaths).toEqual(['/mtls']);
    await host.handle('segment', { action: 'click', origin: 'home' });
    expect(ui.tracks).toEqual([{ action: 'click', origin: 'home' }]);
    await expect(host.handle('heightChange', 'tall')).rejects.toThrow(FakeHostError);
  });

  it('redirectProcessor and redirectTopWindow (https only) are logged as redirects', async () => {
    const { host, ui } = memoryHost();
    await host.handle('redirectProcessor', { action: 'redirectToApplicationList' });
    await host.handle('redirectTopWindow', { url: 'https://portal.blip.ai/?leaveContract=true' });
    expect(ui.redirects).toEqual([
      { kind: 'applicationList' },
      { kind: 'topWindow', url: 'https://portal.blip.ai/?leaveContract=true' },
    ]);
    await expect(host.handle('redirectTopWindow', { url: 'javascript:alert(1)' })).rejects.toThrow(
      FakeHostError,
    );
    await expect(host.handle('redirectTopWindow', { url: 'http://portal.blip.ai' })).rejects.toThrow(
      FakeHostError,
    );
    await expect(host.handle('redirectProcessor', { action: 'selfDestruct' })).rejects.toThrow(FakeHostError);
    expect(ui.redirects).toHaveLength(2);
  });

  it('answers every action of the architecture.md §4 table', () => {
    const { host } = memoryHost();
    expect(host.actions).toEqual(
      expect.arrayContaining([
        'getUserContext',
        'setCurrentTenant',
        'getCurrentLanguage',
        'sendCommand',
        'sendApplicationRequest',
        'showModal',
        'showAlert',
        'toast',
        'showUploadErrorToast',
        'startLoading',
        'stopLoading',
        'heightChange',
        'stateChangeSuccess',
        'unauthorizedAccess',
        'redirectProcessor',
        'redirectTopWindow',
        'getTenantPlan',
        'getTenantUrl',
        'Tenant:url',
        'getFeatureToggles',
        'segment',
      ]),
    );
  });
});

describe('FakeHost: sendCommand', () => {
  it('relays the command to the backend and answers its resource', async () => {
    const { host } = memoryHost();
    const answer = await host.handle('sendCommand', {
      destination: 'BlipService',
      command: {
        id: '1',
        to: 'postmaster@billing.blip.ai',
        method: 'get',
        uri: `/tenants/${host.state.tenant.id}/subscription/plan`,
      },
    });
    expect(answer).toMatchObject({ name: 'advanced' });
  });

  it('spec 1 §8: a backend error rejects with the nested JSON wire error', async () => {
    const { host } = memoryHost();
    const error = await failure(
      host.handle('sendCommand', {
        destination: 'BlipService',
        command: { id: '7', to: 'postmaster@portal.blip.ai', method: 'get', uri: '/tenants/ghost/users' },
      }),
    );
    const outer = JSON.parse(error.wireError) as { message: unknown };
    expect(typeof outer.message).toBe('string');
    expect(readWireError(error.wireError)).toMatchObject({ status: 'failure', reason: { code: 67 } });
  });

  it('refuses an unknown destination or a missing command', async () => {
    const { host } = memoryHost();
    await expect(
      host.handle('sendCommand', { destination: 'Elsewhere', command: { method: 'get', uri: '/x' } }),
    ).rejects.toThrow(FakeHostError);
    await expect(host.handle('sendCommand', { destination: 'BlipService' })).rejects.toThrow(FakeHostError);
  });
});
