import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import {
  HostGatewayAdapter,
  OPTIONAL_ANSWER_TIMEOUT_MS,
} from '../../../src/infrastructure/host/host.adapter';
import { HostRequestError } from '../../../src/infrastructure/host/host-transport';
import { FakeTransport } from './fake-transport';

function adapter(answer: (action: string, content: unknown) => unknown = () => undefined) {
  const transport = new FakeTransport().answerWith(answer);
  return { transport, host: new HostGatewayAdapter(transport) };
}

describe('HostGatewayAdapter: user context (spec 1 §7 Host messages)', () => {
  const user = {
    identity: 'ana%40example.com@blip.ai',
    email: 'ana@example.com',
    fullName: 'Ana',
    tenantId: 'acme',
    roleId: 'admin',
    localNode: 'node1',
    culture: 'pt-BR',
    extras: { lastUsedTenants: '["acme"]' },
    unrelated: 'dropped',
  };

  it("spec 1 §7: getUserContext 'getCurrentUser' maps the logged user", async () => {
    const { host, transport } = adapter(() => user);
    await expect(host.getCurrentUser()).resolves.toEqual({
      identity: user.identity,
      email: 'ana@example.com',
      fullName: 'Ana',
      tenantId: 'acme',
      roleId: 'admin',
      localNode: 'node1',
      culture: 'pt-BR',
      extras: { lastUsedTenants: '["acme"]' },
    });
    expect(transport.requests[0]).toMatchObject({ action: 'getUserContext', content: 'getCurrentUser' });
  });

  it('spec 1 §3: missing optional fields are tolerated; roleId only when it is a valid role', async () => {
    const { host } = adapter(() => ({ identity: 'bo@blip.ai', roleId: 'owner', extras: 'x' }));
    await expect(host.getCurrentUser()).resolves.toEqual({
      identity: 'bo@blip.ai',
      email: '',
      fullName: '',
      tenantId: '',
      roleId: undefined,
      localNode: '',
      culture: '',
      extras: {},
    });
  });

  it("spec 1 §7: an answer without identity is a 'malformed' failure", async () => {
    const { host } = adapter(() => ({ email: 'x@y.z' }));
    await expect(host.getCurrentUser()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("spec 1 §7: getUserContext 'getCurrentTenant' maps the tenant with clusterName, flat or under info", async () => {
    const flat = {
      id: 'acme',
      name: 'Acme',
      creationDate: '2024-01-02T00:00:00Z',
      ownerIdentity: 'o@b',
      clusterName: 'c1',
    };
    const { host, transport } = adapter(() => flat);
    await expect(host.getCurrentTenant()).resolves.toEqual({
      ...flat,
      photoUri: undefined,
      plan: undefined,
    });
    expect(transport.requests[0]).toMatchObject({ action: 'getUserContext', content: 'getCurrentTenant' });
    const nested = adapter(() => ({
      id: 'acme',
      info: { name: 'Acme', photoUri: 'https://x/p.png', plan: 'Pro' },
      clusterName: 'c2',
    }));
    await expect(nested.host.getCurrentTenant()).resolves.toMatchObject({
      id: 'acme',
      name: 'Acme',
      photoUri: 'https://x/p.png',
      plan: 'Pro',
      clusterName: 'c2',
    });
  });

  it('spec 1 §7: setCurrentTenant sends {tenant}; getCurrentLanguage returns the code', async () => {
    const { host, transport } = adapter((action) => (action === 'getCurrentLanguage' ? 'es' : undefined));
    const tenant = {
      id: 'acme',
      name: 'Acme',
      photoUri: undefined,
      creationDate: '',
      ownerIdentity: '',
      plan: undefined,
      clusterName: 'c1',
    };
    await host.setCurrentTenant(tenant);
    await expect(host.getCurrentLanguage()).resolves.toBe('es');
    expect(transport.requests.map((r) => [r.action, r.content])).toEqual([
      ['setCurrentTenant', { tenant }],
      ['getCurrentLanguage', undefined],
    ]);
  });

  it('issue 20 §4: getCurrentLanguage waits at most 2 s; getFeatureToggles keeps the default, so a late answer still comes (issue 35 §2: the toggles wait 1 s themselves)', async () => {
    const { host, transport } = adapter((action) => (action === 'getCurrentLanguage' ? 'es' : {}));
    await host.getCurrentLanguage();
    await host.getFeatureToggles(['pipeline-enable']);
    await host.getTenantUrl('acme').catch(() => undefined);
    expect(OPTIONAL_ANSWER_TIMEOUT_MS).toBeLessThanOrEqual(2000);
    expect(transport.requests.map((r) => [r.action, r.options?.timeoutMs])).toEqual([
      ['getCurrentLanguage', OPTIONAL_ANSWER_TIMEOUT_MS],
      ['getFeatureToggles', undefined],
      ['getTenantUrl', undefined],
    ]);
  });
});

describe('HostGatewayAdapter: requests (spec 1 §7 Host messages)', () => {
  it('spec 1 §7: sendApplicationRequest getApplicationsByTenant(tenantId) → applications with shortName and name', async () => {
    const { host, transport } = adapter(() => [
      { shortName: 'bot1', name: 'Bot 1', extra: 1 },
      { name: 'no short' },
      'x',
    ]);
    await expect(host.getApplicationsByTenant('acme')).resolves.toEqual([
      { shortName: 'bot1', name: 'Bot 1', extra: 1 },
    ]);
    expect(transport.requests[0]).toMatchObject({
      action: 'sendApplicationRequest',
      content: { method: 'getApplicationsByTenant', args: ['acme'] },
    });
  });

  it('spec 1 §7: showModal sends {template, ...content} and is true only when the host answers true', async () => {
    const answers: unknown[] = [true, 'true', 1, { confirmed: true }, undefined];
    const { host, transport } = adapter(() => answers.shift());
    const results = [];
    for (let i = 0; i < 5; i += 1) results.push(await host.showModal('InviteModal', { tenantId: 'acme' }));
    expect(results).toEqual([true, false, false, false, false]);
    expect(transport.requests[0]?.content).toEqual({ template: 'InviteModal', tenantId: 'acme' });
    // A person answers modals: the machine timeout would cancel a form being filled in.
    expect(transport.requests[0]?.options?.timeoutMs).toBeGreaterThan(60000);
  });

  it('architecture.md §4: showAlert escapes the title and body the portal renders as HTML', async () => {
    const { host, transport } = adapter(() => true);
    const confirmed = await host.showAlert({
      variant: 'delete',
      title: 'Remove <Ana>?',
      body: 'Access for <img src=x onerror="alert(1)"> & "bo@x.io" is lost',
      confirm: 'Reject',
      cancel: 'Go back',
    });
    expect(confirmed).toBe(true);
    expect(transport.requests[0]).toMatchObject({
      action: 'showAlert',
      content: {
        variant: 'delete',
        title: 'Remove &lt;Ana&gt;?',
        body: 'Access for &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &quot;bo@x.io&quot; is lost',
        confirm: 'Reject',
        cancel: 'Go back',
      },
    });
  });

  it('architecture.md §4: a modal body with user data is escaped too', async () => {
    const { host, transport } = adapter(() => false);
    await host.showModal('CallsTermsModal', { body: '<script>x</script>', tenantId: 'a<b' });
    expect(transport.requests[0]?.content).toEqual({
      template: 'CallsTermsModal',
      body: '&lt;script&gt;x&lt;/script&gt;',
      tenantId: 'a<b',
    });
  });

  it('spec 1 §7: getTenantPlan and getTenantUrl send {tenantId}', async () => {
    const { host, transport } = adapter((action) =>
      action === 'getTenantPlan' ? { name: 'Enterprise' } : 'https://acme.portal.example.com',
    );
    await expect(host.getTenantPlan('acme')).resolves.toBe('Enterprise');
    await expect(host.getTenantUrl('acme')).resolves.toBe('https://acme.portal.example.com');
    expect(transport.requests.map((r) => [r.action, r.content])).toEqual([
      ['getTenantPlan', { tenantId: 'acme' }],
      ['getTenantUrl', { tenantId: 'acme' }],
    ]);
  });

  it('spec 1 §9: getFeatureToggles sends {names} and keeps only literal true', async () => {
    const { host, transport } = adapter(() => ({
      'tenant-calls-settings': true,
      'pipeline-enable': 'true',
      'billing-data-consumption': 1,
      unasked: true,
    }));
    const names = [
      'tenant-calls-settings',
      'pipeline-enable',
      'billing-data-consumption',
      'billing-tracking-log',
    ];
    await expect(host.getFeatureToggles(names)).resolves.toEqual({
      'tenant-calls-settings': true,
      'pipeline-enable': false,
      'billing-data-consumption': false,
      'billing-tracking-log': false,
    });
    expect(transport.requests[0]).toMatchObject({ action: 'getFeatureToggles', content: { names } });
  });

  it('spec 1 §8: host errors reject with CommandFailure (timeout, spec error, host error-reply)', async () => {
    const timedOut = new HostGatewayAdapter(
      new FakeTransport().rejectWith(new HostRequestError('timeout', 'getTenantPlan', undefined)),
    );
    await expect(timedOut.getTenantPlan('acme')).rejects.toMatchObject({ kind: 'timeout' });
    const wire = JSON.stringify({
      message: JSON.stringify({ status: 'failure', reason: { code: 67, description: 'nf' } }),
    });
    const failed = new HostGatewayAdapter(
      new FakeTransport().rejectWith(new HostRequestError('error-reply', 'getTenantPlan', wire)),
    );
    await expect(failed.getTenantPlan('acme')).rejects.toMatchObject({ kind: 'command', code: 67 });
    const plain = new HostGatewayAdapter(
      new FakeTransport().rejectWith(new HostRequestError('error-reply', 'showModal', 'closed')),
    );
    const error = await plain.showModal('InviteModal').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandFailure);
    expect(error).toMatchObject({ kind: 'host', status: 'error-reply', description: 'closed' });
  });
});

describe('HostGatewayAdapter: fire-and-forget messages (spec 1 §7 Host messages)', () => {
  it('spec 1 §7: toast escapes title and message; upload error, loading, height, navigation, unauthorized', () => {
    const { host, transport } = adapter();
    host.toast({ type: 'danger', title: '<b>Oops</b>', message: 'Failed to update name for "A&B"' });
    host.toast({ type: 'success', message: 'Name updated' });
    host.showUploadErrorToast(413);
    host.startLoading();
    host.stopLoading();
    host.heightChange(812.4);
    host.heightChange(Number.NaN);
    host.stateChangeSuccess('/agent');
    host.unauthorizedAccess('/mtls');
    host.redirectToApplicationList();
    host.track({ action: 'members-search', origin: 'members', tenantId: 'acme' });
    expect(transport.fired).toEqual([
      {
        action: 'toast',
        content: {
          type: 'danger',
          title: '&lt;b&gt;Oops&lt;/b&gt;',
          message: 'Failed to update name for &quot;A&amp;B&quot;',
        },
      },
      { action: 'toast', content: { type: 'success', message: 'Name updated' } },
      { action: 'showUploadErrorToast', content: { code: 413 } },
      { action: 'startLoading', content: undefined },
      { action: 'stopLoading', content: undefined },
      { action: 'heightChange', content: 813 },
      { action: 'stateChangeSuccess', content: { toUrl: '/agent' } },
      { action: 'unauthorizedAccess', content: { path: '/mtls' } },
      { action: 'redirectProcessor', content: { action: 'redirectToApplicationList' } },
      { action: 'segment', content: { action: 'members-search', origin: 'members', tenantId: 'acme' } },
    ]);
    expect(transport.requests).toEqual([]);
  });

  it('architecture.md §4, issue 20 §4: redirectTopWindow asks for a valid absolute https URL, with the short timeout', async () => {
    const { host, transport } = adapter(() => true);
    const url = 'https://portal.example.com/application/tenant/create?leaveContract=true';
    await expect(host.redirectTopWindow(url)).resolves.toBe('redirected');
    expect(transport.requests).toEqual([
      { action: 'redirectTopWindow', content: { url }, options: { timeoutMs: OPTIONAL_ANSWER_TIMEOUT_MS } },
    ]);
    expect(transport.fired).toEqual([]);
  });

  it.each([['timeout' as const], ['error-reply' as const]])(
    "issue 20 §4: a redirectTopWindow the portal does not take (%s) falls back to the spec's redirectProcessor",
    async (kind) => {
      const transport = new FakeTransport().rejectWith(new HostRequestError(kind, 'redirectTopWindow', 'x'));
      const host = new HostGatewayAdapter(transport);
      await expect(host.redirectTopWindow('https://acme.blip.ai/application')).resolves.toBe(
        'application-list',
      );
      expect(transport.fired).toEqual([
        { action: 'redirectProcessor', content: { action: 'redirectToApplicationList' } },
      ]);
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['http://portal.example.com/'],
    ['/application/list'],
    ['https://'],
    ['https://u:p@evil.io'],
  ])('architecture.md §4: redirectTopWindow refuses %j and sends nothing', async (url) => {
    const { host, transport } = adapter();
    await expect(host.redirectTopWindow(url)).resolves.toBe('refused');
    expect(transport.requests).toEqual([]);
    expect(transport.fired).toEqual([]);
  });
});
