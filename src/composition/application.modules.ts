import { ContainerModule } from 'inversify';
import { BootstrapUseCase } from '../application/access/bootstrap.use-case';
import { RouteAccessUseCase } from '../application/access/route-access.use-case';
import { tenantUseCasesModule } from '../application/tenant/tenant-use-cases.module';

/**
 * The use cases the home route needs (lazy features bring theirs: lazy-feature-modules.ts).
 * Use cases are services: one instance (RouteAccessUseCase caches the agent plan per session). */
export function applicationModules(): ContainerModule[] {
  return [
    new ContainerModule((options) => {
      options.bind(BootstrapUseCase).toSelf().inSingletonScope();
      options.bind(RouteAccessUseCase).toSelf().inSingletonScope();
    }),
    tenantUseCasesModule(),
  ];
}
