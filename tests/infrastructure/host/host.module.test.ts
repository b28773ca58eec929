import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { CommandChannel } from '../../../src/application/shared/command-channel.port';
import { HostGateway } from '../../../src/application/shared/host.port';
import { HostCommandChannel } from '../../../src/infrastructure/host/command-channel.adapter';
import { HostGatewayAdapter } from '../../../src/infrastructure/host/host.adapter';
import { hostAdaptersModule } from '../../../src/infrastructure/host/host.module';
import { HostTransport } from '../../../src/infrastructure/host/host-transport';
import { FakeTransport } from './fake-transport';

describe('hostAdaptersModule (architecture.md §2)', () => {
  it('architecture.md §2: binds HostGateway and CommandChannel as singletons over the bound HostTransport', async () => {
    const transport = new FakeTransport().answerWith(() => 'pt');
    const container = new Container();
    container.bind(HostTransport).toConstantValue(transport);
    container.load(hostAdaptersModule());
    const host = container.get<HostGateway>(HostGateway);
    const channel = container.get<CommandChannel>(CommandChannel);
    expect(host).toBeInstanceOf(HostGatewayAdapter);
    expect(channel).toBeInstanceOf(HostCommandChannel);
    expect(container.get(HostGateway)).toBe(host);
    expect(container.get(CommandChannel)).toBe(channel);
    await expect(host.getCurrentLanguage()).resolves.toBe('pt');
    expect(transport.requests[0]?.action).toBe('getCurrentLanguage');
  });
});
