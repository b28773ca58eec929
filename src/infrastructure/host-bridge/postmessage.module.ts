import { ContainerModule } from 'inversify';
import { type AppSettings } from '../../application/shared/app-settings.port';
import { LateAnswers } from '../../application/shared/late-answers.port';
import { HostTransport } from '../host/host-transport';
import { type BridgeWindow, browserBridgeEnvironment } from './bridge-environment';
import { PostMessageTransport } from './postmessage-transport.adapter';

/**
 * The real host bridge (profile `portal`). Settings are passed in rather than resolved so
 * the transport exists with the right origin allow-list before anything else is bound.
 */
export function postMessageTransportModule(
  settings: AppSettings,
  win: BridgeWindow = window,
): ContainerModule {
  return new ContainerModule((options) => {
    options
      .bind<HostTransport>(HostTransport)
      .toDynamicValue(() => new PostMessageTransport(settings, browserBridgeEnvironment(win)))
      .inSingletonScope();
    // The same transport: it is the one that knows which requests timed out.
    options
      .bind<LateAnswers>(LateAnswers)
      .toDynamicValue((context) => context.get<HostTransport>(HostTransport) as PostMessageTransport)
      .inSingletonScope();
  });
}
