import { inject, injectable } from 'inversify';
import type { InviteAgentAnswer, InviteAgentModal } from '../../application/agents/invite-agent-modal.port';
import type { AgentEmailEntry } from '../../domain/agents/agent-emails.rule';
import { isFields } from '../shared/command-resource';
import { toCommandFailure } from '../host/host-failure.mapper';
import { HostTransport } from '../host/host-transport';

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
    return toInviteAgentAnswer(answer);
  }
}

export function toInviteAgentAnswer(answer: unknown): InviteAgentAnswer {
  if (answer === true) return { kind: 'added' };
  const list = Array.isArray(answer) ? answer : isFields(answer) ? answer['emails'] : undefined;
  if (!Array.isArray(list)) return { kind: 'cancelled' };
  return { kind: 'emails', entries: list.flatMap(toEntry) };
}

function toEntry(item: unknown): AgentEmailEntry[] {
  if (typeof item === 'string') return [{ email: item }];
  if (isFields(item) && typeof item['email'] === 'string') {
    return [{ email: item['email'], invalid: item['invalid'] === true }];
  }
  return [];
}
