import { inject, injectable } from 'inversify';
import type { CallsGateway } from '../../application/calls/calls.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { CallingChange, PhoneNumberSettings } from '../../domain/calls/phone-number-settings.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { readAnswer } from '../shared/answer-schema';
import { applicationIdentity, serviceAddresses, type ServiceDomains } from '../shared/service-addresses';
import { parseCommandError } from '../host/command-error.parser';
import { toCommandFailure } from '../host/host-failure.parser';
import { HostTransport } from '../host/host-transport';
import { CALLING_CHANGED, PHONE_NUMBER_SETTINGS, TERMS_ACCEPTED } from './calls.schema';

/**
 * spec 1 §7 'Calls': the terms and the settings writes are the portal's application requests
 * (sendApplicationRequest, as getApplicationsByTenant); the settings read is a portal command.
 */
@injectable()
export class CallsGatewayAdapter implements CallsGateway {
  private readonly domains: ServiceDomains;
  private readonly portal: string;

  constructor(
    @inject(HostTransport) private readonly transport: HostTransport,
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.domains = settings;
    this.portal = serviceAddresses(settings).portal;
  }

  async areTermsAccepted(tenantId: string): Promise<boolean> {
    let answer: unknown;
    try {
      answer = await this.applicationRequest('getCallsTerms', [tenantId]);
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return false;
      throw error;
    }
    return readAnswer(TERMS_ACCEPTED, answer, 'sendApplicationRequest getCallsTerms');
  }

  async getPhoneNumberSettings(shortName: string): Promise<PhoneNumberSettings | undefined> {
    const identity = applicationIdentity(encodeURIComponent(shortName), this.domains);
    try {
      const resource = await this.channel.send<unknown>({
        to: this.portal,
        method: 'get',
        uri: `/applications/${identity}/phone-number-settings-calling`,
      });
      return readAnswer(PHONE_NUMBER_SETTINGS, resource, 'phone number settings');
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return undefined;
      throw error;
    }
  }

  async changeCalling(tenantId: string, identity: string, change: CallingChange): Promise<void> {
    const answer = await this.applicationRequest('setApplicationPhoneNumberSettings', [
      { tenantId, applicationIdentity: identity, settings: { calling: change } },
    ]);
    if (readAnswer(CALLING_CHANGED, answer, 'sendApplicationRequest setApplicationPhoneNumberSettings'))
      return;
    throw parseCommandError(answer);
  }

  private async applicationRequest(method: string, args: readonly unknown[]): Promise<unknown> {
    try {
      return await this.transport.request<unknown>('sendApplicationRequest', { method, args });
    } catch (error) {
      throw toCommandFailure(error, `sendApplicationRequest ${method}`, 'command');
    }
  }
}
