import type { ContainerModule } from 'inversify';
import { membersApplicationModule } from '../../application/members/members-application.module';
import { membersPresentationModule } from '../../presentation/members/members.module';

/** The members page's use cases and presenters (its gateway comes with 'membersData'). */
export function membersFeatureModules(): ContainerModule[] {
  return [membersApplicationModule(), membersPresentationModule()];
}
