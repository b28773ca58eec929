import { ContainerModule } from 'inversify';
import { CallsTermsUseCase } from './calls-terms.use-case';
import { ChangeCallsSettingUseCase } from './change-calls-setting.use-case';
import { LoadCallsBotsUseCase } from './load-calls-bots.use-case';

/** The Calls page's use cases: stateless services, one instance each. */
export function callsApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(CallsTermsUseCase).toSelf().inSingletonScope();
    options.bind(LoadCallsBotsUseCase).toSelf().inSingletonScope();
    options.bind(ChangeCallsSettingUseCase).toSelf().inSingletonScope();
  });
}
