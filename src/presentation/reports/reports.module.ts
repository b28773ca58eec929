import { ContainerModule } from 'inversify';
import { ReportMonthStore } from './shared/report-month.store';
import { ReportSupport } from './shared/report-support';

/**
 * The usage reports' presenters. The chosen month is one for the whole area (a singleton);
 * each page binds its presenter in its own module, listed in reportsPresentationModules.
 */
export function reportsPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(ReportMonthStore).toSelf().inSingletonScope();
    options.bind(ReportSupport).toSelf().inTransientScope();
  });
}
