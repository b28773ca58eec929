import { ContainerModule } from 'inversify';
import { CallsGateway } from '../../application/calls/calls.gateway';
import { CallsGatewayAdapter } from './calls.gateway-adapter';

export function callsGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<CallsGateway>(CallsGateway).to(CallsGatewayAdapter).inSingletonScope();
  });
}
