import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { INVITE_AGENT_ANSWER } from '../../../src/infrastructure/agents/agent.schema';
import { InviteAgentHostModal } from '../../../src/infrastructure/agents/invite-agent-modal.adapter';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { HostRequestError, type HostTransport } from '../../../src/infrastructure/host/host-transport';
import { memoryHost } from '../support/memory-host';

/** The modal's answer as the modal reads it, through its schema (issue 36 §3). */
const toInviteAgentAnswer = (answer: unknown) =>
  readAnswer(INVITE_AGENT_ANSWER, answer, 'showModal InviteAgentModal');

describe('InviteAgentHostModal (spec 1 §7 showModal InviteAgentModal)', () => {
  it("asks the host for the 'InviteAgentModal' template", async () => {
    const asked: unknown[] = [];
    const transport: HostTransport = {
      request: <T>(action: string, content?: unknown) => {
        asked.push([action, content]);
        return Promise.resolve(true as T);
      },
      fire: () => undefined,
    };
    expect(await new InviteAgentHostModal(transport).open()).toEqual({ kind: 'added' });
    expect(asked).toEqual([['showModal', { template: 'InviteAgentModal' }]]);
  });

  it('through the fake portal: confirming adds the agents there and answers added', async () => {
    const { host, ui, transport } = memoryHost();
    ui.answerModals({ confirmed: true, data: { emails: ['new.one@acme.com'] } });
    const before = host.state.agents.length;
    expect(await new InviteAgentHostModal(transport).open()).toEqual({ kind: 'added' });
    expect(host.state.agents).toHaveLength(before + 1);
  });

  it('a cancelled modal is cancelled', async () => {
    const { transport } = memoryHost();
    expect(await new InviteAgentHostModal(transport).open()).toEqual({ kind: 'cancelled' });
  });

  it('a host failure rejects with a CommandFailure', async () => {
    const transport: HostTransport = {
      request: () => Promise.reject(new HostRequestError('timeout', 'showModal', undefined)),
      fire: () => undefined,
    };
    await expect(new InviteAgentHostModal(transport).open()).rejects.toBeInstanceOf(CommandFailure);
  });

  it('issue 36 §3: answers carrying the addresses leave the adding to the module', () => {
    expect(toInviteAgentAnswer({ emails: ['a@x.com', { email: 'b@', invalid: true }, 7] })).toEqual({
      kind: 'emails',
      entries: [{ email: 'a@x.com' }, { email: 'b@', invalid: true }],
    });
    expect(toInviteAgentAnswer(['a@x.com'])).toEqual({ kind: 'emails', entries: [{ email: 'a@x.com' }] });
    expect(toInviteAgentAnswer(false)).toEqual({ kind: 'cancelled' });
    expect(toInviteAgentAnswer(null)).toEqual({ kind: 'cancelled' });
    expect(toInviteAgentAnswer({ emails: 'a@x.com' })).toEqual({ kind: 'cancelled' });
    expect(toInviteAgentAnswer({ email: 'a@x.com' })).toEqual({ kind: 'cancelled' });
    expect(toInviteAgentAnswer('true')).toEqual({ kind: 'cancelled' });
    expect(toInviteAgentAnswer({ emails: [] })).toEqual({ kind: 'emails', entries: [] });
  });
});
