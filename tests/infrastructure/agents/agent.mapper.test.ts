import { describe, expect, it } from 'vitest';
import { toAgentRecord } from '../../../src/infrastructure/agents/agent.mapper';

describe('toAgentRecord (spec 1 §3 Agent, §7)', () => {
  it('spec 1 §3: a missing fullName or email is the URL-decoded part of userIdentity before @', () => {
    expect(toAgentRecord({ userIdentity: 'ana.souza%40acme.com@blip.ai', isEnabled: true }, 'acme')).toEqual({
      tenantId: 'acme',
      userIdentity: 'ana.souza%40acme.com@blip.ai',
      fullName: 'ana.souza@acme.com',
      email: 'ana.souza@acme.com',
      roleId: 'guest',
      userStatus: '',
      isEnabled: true,
      enabled: true,
      creationDate: undefined,
      applications: [],
    });
  });

  it('spec 1 §7: isEnabled is copied to enabled (absent means disabled)', () => {
    expect(toAgentRecord({ userIdentity: 'a@blip.ai' }, 'acme')).toMatchObject({
      isEnabled: false,
      enabled: false,
    });
    expect(toAgentRecord({ userIdentity: 'a@blip.ai', isEnabled: 'true' }, 'acme')).toMatchObject({
      enabled: true,
    });
  });

  it('items without an identity are dropped', () => {
    expect(toAgentRecord({ fullName: 'x' }, 'acme')).toBeNull();
    expect(toAgentRecord('junk', 'acme')).toBeNull();
  });

  it('keeps only text applications', () => {
    expect(
      toAgentRecord({ userIdentity: 'a@blip.ai', applications: ['faq', 3, '', 'sales'] }, 'acme')
        ?.applications,
    ).toEqual(['faq', 'sales']);
  });
});
