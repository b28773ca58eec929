import { describe, expect, it } from 'vitest';
import { agentRemoval, nonTriggerable, withEnabled } from '../../../src/domain/agents/agent-removal.rule';
import { agent } from './agent-fixtures';

describe('agent removal (spec 1 §4 Agent)', () => {
  it('spec 1 §4: a non-triggered agent can be deleted after confirmation', () => {
    expect(agentRemoval(agent({ triggered: false }))).toBe('delete');
    expect(agentRemoval(agent({ triggered: false, enabled: false }))).toBe('delete');
  });

  it('spec 1 §4: a triggered agent cannot be deleted; it is offered to become non-triggerable', () => {
    expect(agentRemoval(agent({ triggered: true, enabled: true }))).toBe('make-non-triggerable');
  });

  it('spec 1 §4: a triggered agent already disabled has nothing left to change', () => {
    expect(agentRemoval(agent({ triggered: true, enabled: false, isEnabled: false }))).toBe(
      'already-non-triggerable',
    );
  });

  it('spec 1 §4: non-triggerable means disabled with its applications cleared', () => {
    const next = nonTriggerable(agent({ applications: ['faq', 'sales'] }));
    expect(next).toMatchObject({ enabled: false, isEnabled: false, applications: [] });
  });

  it('spec 1 §7: enabled and isEnabled always move together', () => {
    expect(withEnabled(agent({ enabled: true, isEnabled: true }), false)).toMatchObject({
      enabled: false,
      isEnabled: false,
    });
  });
});
