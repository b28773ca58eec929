import type { ContainerModule } from 'inversify';
import { accessPresentationModule } from '../presentation/access/access.module';
import { homePresentationModule } from '../presentation/home/home.module';
import { sharedPresentationModule } from '../presentation/shared/shared.module';
import { shellPresentationModule } from '../presentation/shell/shell.module';

/** One module per presentation feature; later features add theirs here. */
export function presentationModules(initialLanguage?: string): ContainerModule[] {
  return [
    shellPresentationModule(initialLanguage),
    sharedPresentationModule(),
    accessPresentationModule(),
    homePresentationModule(),
  ];
}
