import { describe, expect, it } from 'vitest';
import {
  ChangeAgentUseCase,
  TriggeredAgentDeleteError,
} from '../../../src/application/agents/change-agent.use-case';
import { agent } from '../../domain/agents/agent-fixtures';
import { FakeAgentsGateway } from './agents-fakes';

describe('ChangeAgentUseCase', () => {
  it('spec 1 §7: enabling saves the agent object with isEnabled (and enabled) set', async () => {
    const gateway = new FakeAgentsGateway();
    const saved = await new ChangeAgentUseCase(gateway).setEnabled(
      agent({ enabled: false, isEnabled: false, applications: ['faq'] }),
      true,
    );
    expect(saved).toMatchObject({ enabled: true, isEnabled: true, applications: ['faq'] });
    expect(gateway.saved).toEqual([saved]);
  });

  it('spec 1 §8: a failed save rejects (the caller reverts the switch)', async () => {
    const gateway = new FakeAgentsGateway();
    gateway.saveError = new Error('down');
    await expect(new ChangeAgentUseCase(gateway).setEnabled(agent(), false)).rejects.toThrow('down');
  });

  it('spec 1 §4: making an enabled agent non-triggerable disables it and clears its applications', async () => {
    const gateway = new FakeAgentsGateway();
    const saved = await new ChangeAgentUseCase(gateway).makeNonTriggerable(
      agent({ triggered: true, applications: ['faq', 'sales'] }),
    );
    expect(saved).toMatchObject({ enabled: false, isEnabled: false, applications: [] });
    expect(gateway.saved).toEqual([saved]);
  });

  it('spec 1 §4: an agent already disabled is left as it is, with no command', async () => {
    const gateway = new FakeAgentsGateway();
    const disabled = agent({ triggered: true, enabled: false, isEnabled: false, applications: ['faq'] });
    expect(await new ChangeAgentUseCase(gateway).makeNonTriggerable(disabled)).toBe(disabled);
    expect(gateway.saved).toEqual([]);
  });

  it('spec 1 §4: a non-triggered agent is deleted by tenant and identity', async () => {
    const gateway = new FakeAgentsGateway();
    const idle = agent({ userIdentity: 'ana%40acme.com@blip.ai' });
    await new ChangeAgentUseCase(gateway).delete(idle);
    expect(gateway.removed).toEqual([{ tenantId: 'acme', userIdentity: 'ana%40acme.com@blip.ai' }]);
  });

  it('spec 1 §4: a triggered agent cannot be deleted: no command is sent', async () => {
    const gateway = new FakeAgentsGateway();
    await expect(new ChangeAgentUseCase(gateway).delete(agent({ triggered: true }))).rejects.toBeInstanceOf(
      TriggeredAgentDeleteError,
    );
    expect(gateway.removed).toEqual([]);
  });
});
