import type { ContainerModule } from 'inversify';
import { accessPresentationModule } from '../presentation/access/access.module';
import { homePresentationModule } from '../presentation/home/home.module';
import { sharedPresentationModule } from '../presentation/shared/shared.module';
import { shellPresentationModule } from '../presentation/shell/shell.module';
import { tenantPresentationModule } from '../presentation/tenant/tenant.module';

/**
 * One module per presentation feature the home route needs; features with a page of their own
 * are lazy (lazy-feature-modules.ts) so their presenters are not in the first load.
 */
export function presentationModules(initialLanguage?: string): ContainerModule[] {
  return [
    shellPresentationModule(initialLanguage),
    sharedPresentationModule(),
    accessPresentationModule(),
    homePresentationModule(),
    tenantPresentationModule(),
  ];
}
