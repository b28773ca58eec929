import { ContainerModule } from 'inversify';
import { HostGateway } from '../../application/shared/host.port';
import { createI18n } from '../i18n/i18n';
import { I18nInstance } from '../shared/i18n-instance';
import { Feedback } from '../shared/feedback.port';
import { hostFeedback } from '../shared/host-feedback';
import { Texts } from '../shared/texts.port';
import { ContractMembersCountStore } from './contract-members-count.store';
import { HeaderStore } from './header.store';
import { SessionStore } from './session.store';
import { ShellPresenter } from './shell.presenter';

/** Shell: the i18n instance (and the presenters' texts and feedback ports) and the stores are shared; the presenter is per mount. */
export function shellPresentationModule(initialLanguage = 'pt'): ContainerModule {
  return new ContainerModule((options) => {
    options
      .bind<I18nInstance>(I18nInstance)
      .toDynamicValue(() => createI18n(initialLanguage))
      .inSingletonScope();
    // Presenters' texts: the instance bound now (a test or the start-up may rebind it).
    options.bind<Texts>(Texts).toDynamicValue((context) => context.get<I18nInstance>(I18nInstance));
    // Presenters' toasts: the host port's, through one feedback port (issue 36 §2).
    options
      .bind<Feedback>(Feedback)
      .toDynamicValue((context) => hostFeedback(context.get<HostGateway>(HostGateway)));
    options.bind(SessionStore).toSelf().inSingletonScope();
    options.bind(HeaderStore).toSelf().inSingletonScope();
    options.bind(ContractMembersCountStore).toSelf().inSingletonScope();
    options.bind(ShellPresenter).toSelf().inTransientScope();
  });
}
