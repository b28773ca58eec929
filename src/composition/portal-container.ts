import type { Container } from 'inversify';
import type { AppSettings } from '../application/shared/app-settings.port';
import { postMessageTransportModule } from '../infrastructure/host-bridge/postmessage.module';
import { composeContainer, type ComposeOptions } from './compose';

/**
 * Profile 'portal': the hardened postMessage bridge to the framing portal. `localRun` comes from
 * where the module is served (the start-up gate), the same reading the settings were checked with.
 */
export function createPortalContainer(
  settings: AppSettings,
  win: Window,
  options: ComposeOptions,
): Container {
  return composeContainer(settings, postMessageTransportModule(settings, win), options);
}
