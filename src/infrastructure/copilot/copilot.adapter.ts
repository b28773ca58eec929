import { inject, injectable } from 'inversify';
import type { CopilotGateway } from '../../application/copilot/copilot.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import { COPILOT_ENABLED_KEY, type ConfigurationItem } from '../../domain/copilot/copilot-bot.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { readAnswer } from '../shared/answer-schema';
import { MediaTypes } from '../shared/media-types';
import { applicationIdentity, serviceAddresses, type ServiceDomains } from '../shared/service-addresses';
import { CONFIGURATION } from './copilot.schema';

/**
 * The Copilot commands of spec 1 §7, in the reading of docs/decisions/copilot-and-calls.md 'Copilot addresses':
 * the bot's configuration is read from the messaging service as the bot's own resource
 * (`lime://{bot}/configuration/caller?owner={desk}`), the per-bot form is
 * `lime://{bot}/copilot/enable|disable` on the desk, and the configuration form sets the
 * desk's configuration with the bot as caller, from the bot, pp the user's node.
 */
@injectable()
export class CopilotCommandGateway implements CopilotGateway {
  private readonly domains: ServiceDomains;
  private readonly desk: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.domains = settings;
    this.desk = serviceAddresses(settings).desk;
  }

  async getConfiguration(shortName: string): Promise<ConfigurationItem[]> {
    let resource: unknown;
    try {
      resource = await this.channel.send<unknown>({
        method: 'get',
        uri: `lime://${this.botAddress(shortName)}/configuration/caller?owner=${encodeURIComponent(this.desk)}`,
      });
    } catch (error) {
      // 67: the bot was never configured, so copilot is off.
      if (isCommandFailure(error) && error.isNotFound) return [];
      throw error;
    }
    return readAnswer(CONFIGURATION, resource, 'bot configuration');
  }

  async setEnabled(shortName: string, enabled: boolean): Promise<void> {
    await this.channel.send({
      to: this.desk,
      method: 'set',
      uri: `lime://${this.botAddress(shortName)}/copilot/${enabled ? 'enable' : 'disable'}`,
      type: MediaTypes.json,
      resource: {},
    });
  }

  async configureEnabled(shortName: string, enabled: boolean, localNode: string): Promise<void> {
    const bot = applicationIdentity(shortName, this.domains);
    await this.channel.send({
      to: this.desk,
      from: bot,
      pp: localNode,
      method: 'set',
      uri: `lime://${this.desk}/configuration?caller=${encodeURIComponent(bot)}`,
      type: MediaTypes.json,
      resource: { [COPILOT_ENABLED_KEY]: enabled },
    });
  }

  private botAddress(shortName: string): string {
    return applicationIdentity(encodeURIComponent(shortName), this.domains);
  }
}
