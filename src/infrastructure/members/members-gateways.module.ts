import { ContainerModule } from 'inversify';
import { MembersGateway } from '../../application/members/members.gateway';
import { MembersCommandGateway } from './members.command-gateway';

export function membersGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<MembersGateway>(MembersGateway).to(MembersCommandGateway).inSingletonScope();
  });
}
