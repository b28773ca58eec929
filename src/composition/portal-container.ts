import type { Container } from 'inversify';
import type { AppSettings } from '../application/shared/app-settings.port';
import { postMessageTransportModule } from '../infrastructure/host-bridge/postmessage.module';
import { composeContainer } from './compose';

/** Profile 'portal': the hardened postMessage bridge to the framing portal. */
export function createPortalContainer(
  settings: AppSettings,
  win: Window,
  initialLanguage?: string,
): Container {
  return composeContainer(settings, postMessageTransportModule(settings, win), initialLanguage);
}
