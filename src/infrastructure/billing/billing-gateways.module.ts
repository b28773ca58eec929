import { ContainerModule } from 'inversify';
import { SubscriptionGateway } from '../../application/billing/subscription.port';
import { SubscriptionCommandGateway } from './subscription.adapter';

export function billingGatewaysModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<SubscriptionGateway>(SubscriptionGateway).to(SubscriptionCommandGateway).inSingletonScope();
  });
}
