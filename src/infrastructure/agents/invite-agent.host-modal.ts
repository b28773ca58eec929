import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import type { InviteAgentAnswer, InviteAgentModal } from '../../application/agents/invite-agent-modal.port';
import type { AgentEmailEntry } from '../../domain/agents/agent-emails.rule';
import { acceptedItems, fields, readAnswer, strictTrue } from '../shared/answer-schema';
import { toCommandFailure } from '../host/host-failure.parser';
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

/** An address as typed, or the modal's entry for it; anything else is left out. */
const ENTRY = v.union([
  v.pipe(
    v.string(),
    v.transform((email): AgentEmailEntry => ({ email })),
  ),
  fields({ email: v.string(), invalid: strictTrue }),
]);

/** The modal's answer: `true`, the addresses (a list, or `{ emails }`), or a cancel. */
const INVITE_AGENT_ANSWER = v.fallback(
  v.union([
    v.pipe(
      v.literal(true),
      v.transform((): InviteAgentAnswer => ({ kind: 'added' })),
    ),
    v.pipe(
      v.union([
        acceptedItems(ENTRY),
        v.pipe(
          fields({ emails: acceptedItems(ENTRY) }),
          v.transform(({ emails }) => emails),
        ),
      ]),
      v.transform((entries): InviteAgentAnswer => ({ kind: 'emails', entries })),
    ),
  ]),
  (): InviteAgentAnswer => ({ kind: 'cancelled' }),
);

export function toInviteAgentAnswer(answer: unknown): InviteAgentAnswer {
  return readAnswer(INVITE_AGENT_ANSWER, answer, 'showModal InviteAgentModal');
}
