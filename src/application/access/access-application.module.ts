import { ContainerModule } from 'inversify';
import { BootstrapUseCase } from './bootstrap.use-case';
import { RouteAccessUseCase } from './route-access.use-case';

/**
 * The session's start and the route gates' use cases: services, one instance each
 * (RouteAccessUseCase caches the agent plan per session).
 */
export function accessApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(BootstrapUseCase).toSelf().inSingletonScope();
    options.bind(RouteAccessUseCase).toSelf().inSingletonScope();
  });
}
