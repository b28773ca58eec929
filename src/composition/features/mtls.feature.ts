import type { ContainerModule } from 'inversify';
import { mtlsApplicationModule } from '../../application/mtls/mtls-application.module';
import { mtlsGatewaysModule } from '../../infrastructure/mtls/mtls-gateways.module';
import { mtlsPresentationModule } from '../../presentation/mtls/mtls.module';

export function mtlsFeatureModules(): ContainerModule[] {
  return [mtlsGatewaysModule(), mtlsApplicationModule(), mtlsPresentationModule()];
}
