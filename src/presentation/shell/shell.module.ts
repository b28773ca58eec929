import { ContainerModule } from 'inversify';
import { createI18n } from '../i18n/i18n';
import { I18nInstance } from '../shared/i18n-instance';
import { ContractMembersCountStore } from './contract-members-count.store';
import { HeaderStore } from './header.store';
import { SessionStore } from './session.store';
import { ShellPresenter } from './shell.presenter';

/** Shell: the i18n instance and the stores are shared; the presenter is per mount. */
export function shellPresentationModule(initialLanguage = 'pt'): ContainerModule {
  return new ContainerModule((options) => {
    options
      .bind<I18nInstance>(I18nInstance)
      .toDynamicValue(() => createI18n(initialLanguage))
      .inSingletonScope();
    options.bind(SessionStore).toSelf().inSingletonScope();
    options.bind(HeaderStore).toSelf().inSingletonScope();
    options.bind(ContractMembersCountStore).toSelf().inSingletonScope();
    options.bind(ShellPresenter).toSelf().inTransientScope();
  });
}
