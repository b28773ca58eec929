import { inject, injectable } from 'inversify';
import type { InviteAgentAnswer, InviteAgentModal } from '../../application/agents/invite-agent-modal.port';
import { readAnswer } from '../shared/answer-schema';
import { toCommandFailure } from '../host/host-failure.parser';
import { HostTransport } from '../host/host-transport';
import { INVITE_AGENT_ANSWER } from './agent.schema';

/** A modal waits for a person filling in a form, not for a machine (as HostGatewayAdapter). */
const INTERACTIVE_TIMEOUT_MS = 60 * 60 * 1000;

/**
 * showModal { template: 'InviteAgentModal' } (spec 1 §7). The portal answers `true` once it
 * added the agents itself; an answer carrying the addresses (a list, or `{ emails }`) leaves
 * the adding to the module. Anything else is a cancel.
 */
@injectable()
export class InviteAgentHostModal implements InviteAgentModal {
  constructor(@inject(HostTransport) private readonly transport: HostTransport) {}

  async open(): Promise<InviteAgentAnswer> {
    let answer: unknown;
    try {
      answer = await this.transport.request<unknown>(
        'showModal',
        { template: 'InviteAgentModal' },
        { timeoutMs: INTERACTIVE_TIMEOUT_MS },
      );
    } catch (error) {
      throw toCommandFailure(error, 'showModal', 'host');
    }
    return readAnswer(INVITE_AGENT_ANSWER, answer, 'showModal InviteAgentModal');
  }
}
