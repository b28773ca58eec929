import { describe, expect, it } from 'vitest';
import { AnswerJoinRequestsUseCase } from '../../../src/application/members/answer-join-requests.use-case';
import { ChangeMembersRoleUseCase } from '../../../src/application/members/change-members-role.use-case';
import { InviteMembersUseCase } from '../../../src/application/members/invite-members.use-case';
import { RemoveMembersUseCase } from '../../../src/application/members/remove-members.use-case';
import { FakeMembersGateway } from './members-fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

describe('member command use cases (spec 1 §2 Members page, §4, §7)', () => {
  it('spec 1 §2: the chosen role is applied to every selected member, failures reported per member', async () => {
    const gateway = new FakeMembersGateway();
    gateway.failing.add('b');
    const outcome = await new ChangeMembersRoleUseCase(gateway).execute('acme', ['a', 'b', 'c'], 'admin');
    expect(outcome).toEqual({ succeeded: ['a', 'c'], failed: ['b'] });
    expect(gateway.sent).toEqual(
      expect.arrayContaining([
        { kind: 'role', tenantId: 'acme', userIdentity: 'a', value: 'admin' },
        { kind: 'role', tenantId: 'acme', userIdentity: 'b', value: 'admin' },
        { kind: 'role', tenantId: 'acme', userIdentity: 'c', value: 'admin' },
      ]),
    );
  });

  it('spec 1 §2: delete removes every selected member', async () => {
    const gateway = new FakeMembersGateway();
    const outcome = await new RemoveMembersUseCase(gateway).execute('acme', ['a', 'b']);
    expect(outcome).toEqual({ succeeded: ['a', 'b'], failed: [] });
    expect(gateway.sent.map((command) => [command.kind, command.userIdentity])).toEqual([
      ['remove', 'a'],
      ['remove', 'b'],
    ]);
  });

  it("spec 1 §4: accept sends 'accepted' and reject sends 'rejected'", async () => {
    const gateway = new FakeMembersGateway();
    const useCase = new AnswerJoinRequestsUseCase(gateway);
    await useCase.execute('acme', ['a'], 'accepted');
    await useCase.execute('acme', ['b', 'c'], 'rejected');
    expect(gateway.sent.map((command) => `${command.userIdentity}:${command.value}`)).toEqual([
      'a:accepted',
      'b:rejected',
      'c:rejected',
    ]);
  });

  it('a bulk command over many members sends at most 6 at a time', async () => {
    let running = 0;
    let peak = 0;
    const gateway = new FakeMembersGateway();
    gateway.setRole = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
    };
    const ids = Array.from({ length: 40 }, (_, i) => `m${i}`);
    const outcome = await new ChangeMembersRoleUseCase(gateway).execute('acme', ids, 'guest');
    expect(outcome.succeeded).toHaveLength(40);
    expect(peak).toBe(6);
  });

  it("spec 1 §2 'Invite': opens the host's InviteModal and says whether it was confirmed", async () => {
    const host = new FakeHostGateway();
    const templates: string[] = [];
    host.modalAnswer = (template) => {
      templates.push(template);
      return Promise.resolve(true);
    };
    await expect(new InviteMembersUseCase(host).execute()).resolves.toBe(true);
    expect(templates).toEqual(['InviteModal']);
  });
});
