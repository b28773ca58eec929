import { ContainerModule } from 'inversify';

/**
 * The usage reports' use cases (spec 3): stateless services, one instance each. One line a use
 * case: the report pages add theirs here.
 */
export function reportsApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    void options;
  });
}
