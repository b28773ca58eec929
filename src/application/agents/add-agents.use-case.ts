import { inject, injectable } from 'inversify';
import { checkAgentEmails } from '../../domain/agents/agent-emails.rule';
import { awaitAnswer, type AwaitPrompt } from '../shared/host.port';
import { AgentsGateway } from './agents.port';
import { InviteAgentModal, type InviteAgentAnswer } from './invite-agent-modal.port';

export type AddAgentsOutcome =
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'added' }
  | {
      readonly kind: 'invalid';
      readonly error: 'empty' | 'invalid-email';
      readonly invalid: readonly string[];
    };

const CANCELLED: InviteAgentAnswer = { kind: 'cancelled' };

/**
 * 'Add agent' (spec 1 §2, §5 'Other', §7): the host's invite-agent modal; when it hands the
 * addresses back, they are checked and sent with SET /tenants/{tenantId}/agents. Rejects with
 * the command's failure when that save fails.
 */
@injectable()
export class AddAgentsUseCase {
  constructor(
    @inject(InviteAgentModal) private readonly modal: InviteAgentModal,
    @inject(AgentsGateway) private readonly agents: AgentsGateway,
  ) {}

  /** `ask` waits for the modal's answer (issue 35 §8: the screen bounds its lock meanwhile). */
  async execute(tenantId: string, ask: AwaitPrompt = awaitAnswer): Promise<AddAgentsOutcome> {
    const answer = await ask(() => this.modal.open(), CANCELLED);
    if (answer.kind !== 'emails') return answer;
    const check = checkAgentEmails(answer.entries);
    if (!check.ok) return { kind: 'invalid', error: check.error, invalid: check.invalid };
    await this.agents.add(tenantId, check.emails);
    return { kind: 'added' };
  }
}
