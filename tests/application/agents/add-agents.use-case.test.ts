import { describe, expect, it } from 'vitest';
import { AddAgentsUseCase } from '../../../src/application/agents/add-agents.use-case';
import { FakeAgentsGateway, FakeInviteModal } from './agents-fakes';

function build() {
  const modal = new FakeInviteModal();
  const gateway = new FakeAgentsGateway();
  return { modal, gateway, useCase: new AddAgentsUseCase(modal, gateway) };
}

describe('AddAgentsUseCase', () => {
  it('spec 1 §2: a cancelled modal changes nothing', async () => {
    const { useCase, gateway } = build();
    expect(await useCase.execute('acme')).toEqual({ kind: 'cancelled' });
    expect(gateway.added).toEqual([]);
  });

  it('a portal that added the agents itself answers added; the module sends nothing', async () => {
    const { useCase, modal, gateway } = build();
    modal.answers = [{ kind: 'added' }];
    expect(await useCase.execute('acme')).toEqual({ kind: 'added' });
    expect(gateway.added).toEqual([]);
  });

  it('spec 1 §7: addresses handed back are sent with SET /tenants/{tenantId}/agents', async () => {
    const { useCase, modal, gateway } = build();
    modal.answers = [{ kind: 'emails', entries: [{ email: 'ana@acme.com' }, { email: 'bia@acme.com' }] }];
    expect(await useCase.execute('acme')).toEqual({ kind: 'added' });
    expect(gateway.added).toEqual([{ tenantId: 'acme', emails: ['ana@acme.com', 'bia@acme.com'] }]);
  });

  it('spec 1 §5: an empty list is blocked', async () => {
    const { useCase, modal, gateway } = build();
    modal.answers = [{ kind: 'emails', entries: [] }];
    expect(await useCase.execute('acme')).toEqual({ kind: 'invalid', error: 'empty', invalid: [] });
    expect(gateway.added).toEqual([]);
  });

  it("spec 1 §8: an e-mail flagged invalid is 'Invalid email address format' and nothing is sent", async () => {
    const { useCase, modal, gateway } = build();
    modal.answers = [
      { kind: 'emails', entries: [{ email: 'ana@acme.com' }, { email: 'x@y', invalid: true }] },
    ];
    expect(await useCase.execute('acme')).toEqual({
      kind: 'invalid',
      error: 'invalid-email',
      invalid: ['x@y'],
    });
    expect(gateway.added).toEqual([]);
  });

  it("spec 1 §8: a failed add rejects (the page shows 'Failed to update agent')", async () => {
    const { useCase, modal, gateway } = build();
    modal.answers = [{ kind: 'emails', entries: [{ email: 'ana@acme.com' }] }];
    gateway.addError = new Error('down');
    await expect(useCase.execute('acme')).rejects.toThrow('down');
  });
});
