import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { BootstrapUseCase } from '../../../src/application/access/bootstrap.use-case';
import { RouteAccessUseCase } from '../../../src/application/access/route-access.use-case';
import { AppSettings } from '../../../src/application/shared/app-settings.port';
import { HostGateway } from '../../../src/application/shared/host.port';
import { createContainer } from '../../../simulator/composition/container';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';
import { RouteGatePresenter } from '../../../src/presentation/access/route-gate.presenter';
import { HomePresenter } from '../../../src/presentation/home/home.presenter';
import { I18nInstance } from '../../../src/presentation/shared/i18n-instance';
import { Tracker } from '../../../src/presentation/shared/tracker.service';
import { HeaderStore } from '../../../src/presentation/shell/header.store';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { ShellPresenter } from '../../../src/presentation/shell/shell.presenter';
import { testSettings } from '../../composition/test-settings';

describe('createContainer', () => {
  it('binds the settings as a constant', () => {
    const container = createContainer('memory', testSettings);
    expect(container.get(AppSettings)).toBe(testSettings);
  });

  it('architecture.md §2: presenters are transient, stores and services singletons', () => {
    const container = createContainer('memory', testSettings);
    const presenters: ServiceIdentifier[] = [ShellPresenter, HomePresenter, RouteGatePresenter];
    const services: ServiceIdentifier[] = [
      SessionStore,
      HeaderStore,
      Tracker,
      BootstrapUseCase,
      RouteAccessUseCase,
      HostGateway,
      I18nInstance,
    ];
    for (const presenter of presenters) {
      expect(container.get(presenter)).not.toBe(container.get(presenter));
    }
    for (const service of services) {
      expect(container.get(service)).toBe(container.get(service));
    }
  });

  it("profile 'memory': the shell bootstraps against the in-process fake host", async () => {
    const ui = new HeadlessHostUi();
    const container = createContainer('memory', testSettings, {
      fakeHost: { ...DEFAULT_FAKE_HOST_OPTIONS, role: 'guest', lang: 'es' },
      fakeHostUi: ui,
    });
    const shell = container.get(ShellPresenter);
    await shell.start();
    expect(shell.status).toBe('ready');
    expect(shell.session?.user.roleId).toBe('guest');
    expect(shell.language).toBe('es');
    expect(container.get(SessionStore).session).toBe(shell.session);
    expect(container.get<I18nInstance>(I18nInstance).language).toBe('es');
  });

  it("profile 'portal': requests go to the parent over postMessage at the allowed origin only", async () => {
    const posted: { message: unknown; origin: string }[] = [];
    const listeners: ((event: MessageEvent) => void)[] = [];
    const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
    const fakeWindow = {
      parent,
      name: 'tenant-admin',
      location: { ancestorOrigins: ['http://127.0.0.1:5173'] },
      document: { referrer: '' },
      addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
      removeEventListener: () => undefined,
    };
    const container = createContainer('portal', testSettings, { window: fakeWindow as unknown as Window });
    const language = container.get<HostGateway>(HostGateway).getCurrentLanguage();

    expect(posted).toHaveLength(1);
    const request = posted[0]!;
    expect(request.origin).toBe('http://127.0.0.1:5173');
    const wire = request.message as { message: { action: string }; trackingProperties: { id: string } };
    expect(wire.message.action).toBe('blipEvent:getCurrentLanguage');
    for (const listener of listeners) {
      listener({
        source: parent,
        origin: 'http://127.0.0.1:5173',
        data: { response: 'en-US', trackingProperties: { id: wire.trackingProperties.id } },
      } as unknown as MessageEvent);
    }
    await expect(language).resolves.toBe('en-US');
  });
});
