import { Container } from 'inversify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppSettings } from '../../../src/application/shared/app-settings.port';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';
import {
  FakeHostToken,
  InProcessTransport,
  memoryTransportModule,
} from '../../../simulator/fake-host/in-process.transport';
import { HostRequestError, HostTransport } from '../../../src/infrastructure/host/host-transport';
import { appSettings, memoryHost, readWireError } from '../../infrastructure/support/memory-host';

afterEach(() => {
  vi.useRealTimers();
});

describe('InProcessTransport', () => {
  it('request answers what the fake host answers', async () => {
    const { transport } = memoryHost({ lang: 'en' });
    await expect(transport.request('getCurrentLanguage')).resolves.toBe('en');
  });

  it('request rejects a failure as HostRequestError error-reply carrying the wire error', async () => {
    const { transport } = memoryHost();
    const error = await transport.request('getTenantPlan', { tenantId: 'ghost' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HostRequestError);
    expect((error as HostRequestError).kind).toBe('error-reply');
    expect(readWireError((error as HostRequestError).error as string).reason.code).toBe(67);
  });

  it('request times out like the real bridge when the host never answers', async () => {
    vi.useFakeTimers();
    const { transport, host } = memoryHost({ timeoutRate: 1 });
    const pending = transport
      .request(
        'sendCommand',
        { command: { method: 'get', uri: `/tenants/${host.state.tenant.id}/users` } },
        { timeoutMs: 1000 },
      )
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await pending;
    expect(error).toBeInstanceOf(HostRequestError);
    expect((error as HostRequestError).kind).toBe('timeout');
  });

  it('clones content and answers, as postMessage would', async () => {
    const { transport, host } = memoryHost();
    const tenant = await transport.request<Record<string, unknown>>('getUserContext', 'getCurrentTenant');
    tenant['name'] = 'Mutated';
    expect(host.state.tenant.name).not.toBe('Mutated');
    await expect(transport.request('segment', { callback: () => 1 })).rejects.toBeInstanceOf(
      HostRequestError,
    );
  });

  it('fire swallows failures into a recorded list, never an unhandled rejection', async () => {
    const { transport, ui } = memoryHost();
    transport.fire('toast', { type: 'info', message: 'Hello' });
    transport.fire('redirectTopWindow', { url: 'javascript:alert(1)' });
    transport.fire('noSuchAction');
    await vi.waitFor(() => expect(transport.fireFailures).toHaveLength(2));
    expect(transport.fireFailures.map((f) => f.action)).toEqual(['redirectTopWindow', 'noSuchAction']);
    expect(transport.fireFailures[0]?.error).toBeInstanceOf(FakeHostError);
    expect(ui.toasts).toEqual([{ type: 'info', message: 'Hello' }]);
  });

  it('wraps a crash that is not a FakeHostError in the same wire format', async () => {
    const crashing = { handle: () => Promise.reject(new Error('boom')) };
    const error = await new InProcessTransport(crashing).request('x').catch((e: unknown) => e);
    expect(readWireError((error as HostRequestError).error as string).reason.description).toBe('boom');
  });
});

describe('memoryTransportModule', () => {
  it('binds HostTransport to the in-process transport and FakeHostToken to one FakeHost', async () => {
    const container = new Container();
    container.bind<AppSettings>(AppSettings).toConstantValue(appSettings);
    const ui = new HeadlessHostUi();
    container.load(memoryTransportModule({ ...DEFAULT_FAKE_HOST_OPTIONS, role: 'guest' }, ui));
    const transport = container.get<HostTransport>(HostTransport);
    expect(transport).toBeInstanceOf(InProcessTransport);
    expect(container.get<HostTransport>(HostTransport)).toBe(transport);
    const host = container.get<FakeHost>(FakeHostToken);
    expect(container.get<FakeHost>(FakeHostToken)).toBe(host);
    expect(host.state.members[0]?.roleId).toBe('guest');
    transport.fire('toast', { type: 'success', message: 'Saved' });
    await vi.waitFor(() => expect(ui.toasts).toHaveLength(1));
  });

  it('takes its domains from AppSettings when bound', () => {
    const container = new Container();
    container.bind<AppSettings>(AppSettings).toConstantValue({ ...appSettings, BLIP_DOMAIN: 'example.org' });
    container.load(memoryTransportModule(DEFAULT_FAKE_HOST_OPTIONS));
    const host = container.get<FakeHost>(FakeHostToken);
    expect(host.backend.addresses.portal).toBe('postmaster@portal.example.org');
    expect(host.state.loggedUser.identity.endsWith('@example.org')).toBe(true);
  });

  it('works without AppSettings, on the default domains', () => {
    const container = new Container();
    container.load(memoryTransportModule(DEFAULT_FAKE_HOST_OPTIONS));
    expect(container.get<FakeHost>(FakeHostToken).backend.addresses.billing).toBe(
      'postmaster@billing.blip.ai',
    );
  });
});
