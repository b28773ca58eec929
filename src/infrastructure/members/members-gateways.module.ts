import { ContainerModule } from 'inversify';
import { MembersGateway } from '../../application/members/members.port';
import { MembersCommandGateway } from './members.adapter';

export function membersGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<MembersGateway>(MembersGateway).to(MembersCommandGateway).inSingletonScope();
  });
}
