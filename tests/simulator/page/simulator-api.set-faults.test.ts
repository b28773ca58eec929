import { describe, expect, it } from 'vitest';
import { DEFAULT_FAKE_HOST_OPTIONS } from '../../../simulator/fake-host/fake-host.options';
import { createFakeHost } from '../../../simulator/fake-host/fake-host';
import { HeadlessHostUi } from '../../../simulator/fake-host/headless-host.ui';
import { PortalUiStore } from '../../../simulator/page/portal-ui.store';
import { createSimulatorApi } from '../../../simulator/page/simulator-api';

describe('window.simulator.setFaults', () => {
  it('architecture.md §6: changes failRate while running and keeps the backend as it is', async () => {
    const host = createFakeHost(DEFAULT_FAKE_HOST_OPTIONS, new HeadlessHostUi());
    const api = createSimulatorApi({
      options: DEFAULT_FAKE_HOST_OPTIONS,
      route: '/members',
      moduleOrigin: 'http://localhost:5173',
      frameUrl: 'http://localhost:5173/module/members',
      store: new PortalUiStore(),
      state: () => host.state,
      configureFaults: (faults) => host.configureFaults(faults),
    });
    const command = {
      destination: 'BlipService',
      command: { to: 'postmaster@portal.blip.ai', method: 'get', uri: '/tenants-mine' },
    };
    const members = host.state.members;
    api.setFaults({ failRate: 1 });
    expect(host.state.faults.failRate).toBe(1);
    await expect(host.handle('sendCommand', command)).rejects.toMatchObject({ code: 1 });
    api.setFaults({ failRate: 0 });
    await expect(host.handle('sendCommand', command)).resolves.toMatchObject({ items: expect.any(Array) });
    expect(host.state.members).toEqual(members);
  });

  it('does nothing when the page gave no way to change the faults', () => {
    const api = createSimulatorApi({
      options: DEFAULT_FAKE_HOST_OPTIONS,
      route: '/',
      moduleOrigin: 'http://localhost:5173',
      frameUrl: 'http://localhost:5173/module/',
      store: new PortalUiStore(),
      state: () => ({}),
    });
    expect(() => api.setFaults({ failRate: 1 })).not.toThrow();
  });
});
