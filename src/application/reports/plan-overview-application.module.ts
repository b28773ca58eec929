import { ContainerModule } from 'inversify';
import { LoadPlanOverviewUseCase } from './load-plan-overview.use-case';

/**
 * The plan overview's figures, which the home's usage alerts read too (issue 14). A module of
 * its own so the home loads this use case without the report pages' (issue 23 §2).
 */
export function planOverviewApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadPlanOverviewUseCase).toSelf().inSingletonScope();
  });
}
