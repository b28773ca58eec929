import { ContainerModule } from 'inversify';
import { SubscriptionGateway } from '../../application/billing/subscription.gateway';
import { SubscriptionCommandGateway } from './subscription.command-gateway';

export function billingGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<SubscriptionGateway>(SubscriptionGateway).to(SubscriptionCommandGateway).inSingletonScope();
  });
}
