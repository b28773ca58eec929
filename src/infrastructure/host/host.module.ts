import { ContainerModule } from 'inversify';
import { CommandChannel } from '../../application/shared/command-channel.port';
import { HostGateway } from '../../application/shared/host.port';
import { HostCommandChannel } from './command-channel.adapter';
import { HostGatewayAdapter } from './host.adapter';

/** Host adapters over whichever HostTransport the profile binds (postMessage or in-process). */
export function hostAdaptersModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<HostGateway>(HostGateway).to(HostGatewayAdapter).inSingletonScope();
    options.bind<CommandChannel>(CommandChannel).to(HostCommandChannel).inSingletonScope();
  });
}
