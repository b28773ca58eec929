import { ContainerModule } from 'inversify';
import { CallsGateway } from '../../application/calls/calls.port';
import { CallsGatewayAdapter } from './calls.adapter';

export function callsGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<CallsGateway>(CallsGateway).to(CallsGatewayAdapter).inSingletonScope();
  });
}
