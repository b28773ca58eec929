import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import { LateAnswers } from '../../../src/application/shared/late-answers.port';
import { postMessageTransportModule } from '../../../src/infrastructure/host-bridge/postmessage.module';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import { HostTransport } from '../../../src/infrastructure/host/host-transport';
import { fakeModuleWindow, type FakeParent, HOST_ORIGIN } from './fake-windows';

const settings = { HOST_ORIGINS: [HOST_ORIGIN], HOST_REQUEST_TIMEOUT_MS: 60000 } as unknown as AppSettings;

describe('postMessageTransportModule (architecture.md §2, §4)', () => {
  it('architecture.md §2: binds HostTransport to one PostMessageTransport for the given window', () => {
    const win = fakeModuleWindow();
    const container = new Container();
    container.load(postMessageTransportModule(settings, win));
    const transport = container.get<HostTransport>(HostTransport);
    expect(transport).toBeInstanceOf(PostMessageTransport);
    expect(container.get<HostTransport>(HostTransport)).toBe(transport);
    // Late answers come from the same transport: it is the one that knows what timed out.
    expect(container.get<LateAnswers>(LateAnswers)).toBe(transport);
    transport.fire('startLoading');
    expect((win.parent as FakeParent).postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.objectContaining({ action: 'blipEvent:startLoading' }) }),
      HOST_ORIGIN,
    );
  });

  it('architecture.md §4: in an unframed page (jsdom top window) the default window gives no host', async () => {
    const container = new Container();
    container.load(postMessageTransportModule(settings));
    const transport = container.get<PostMessageTransport>(HostTransport);
    expect(transport.targetOrigin).toBeNull();
    await expect(transport.request('getCurrentLanguage')).rejects.toMatchObject({ kind: 'unavailable' });
  });
});
