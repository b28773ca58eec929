import { ContainerModule } from 'inversify';
import { LoadMonthProjectionUseCase } from './load-month-projection.use-case';
import { LoadPlanOverviewUseCase } from './load-plan-overview.use-case';

/**
 * The plan overview's figures and their end-of-month projections, which the home's usage alerts
 * read too (issue 14, issue 24 §1). A module of its own so the home loads these use cases without
 * the report pages' (issue 23 §2).
 */
export function planOverviewApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadPlanOverviewUseCase).toSelf().inSingletonScope();
    options.bind(LoadMonthProjectionUseCase).toSelf().inSingletonScope();
  });
}
