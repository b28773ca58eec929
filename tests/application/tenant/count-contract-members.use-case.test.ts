import { describe, expect, it } from 'vitest';
import { CountContractMembersUseCase } from '../../../src/application/tenant/count-contract-members.use-case';
import type { Member } from '../../../src/domain/members/member.entity';
import { FakeMembersGateway } from '../members/members-fakes';

const member = (n: number, userStatus: Member['userStatus'] = 'Accepted'): Member => ({
  userIdentity: `m${n}@blip.ai`,
  fullName: `M ${n}`,
  email: `m${n}@x.com`,
  roleId: 'guest',
  userStatus,
});

describe('CountContractMembersUseCase (spec 1 Contract card, issue 34 §2)', () => {
  it("spec 1: counts every page's accepted members and invitees, not the requests to join", async () => {
    const gateway = new FakeMembersGateway();
    gateway.pages = [
      Array.from({ length: 100 }, (_, i) => member(i)),
      [member(100, 'PendingUser'), member(101, 'PendingTenant')],
    ];
    await expect(new CountContractMembersUseCase(gateway).execute('acme')).resolves.toBe(101);
  });

  it('issue 34 §2: an abort gives no count, never the pages read so far', async () => {
    const gateway = new FakeMembersGateway();
    gateway.pages = [[member(1)], [member(2)]];
    const controller = new AbortController();
    const counting = new CountContractMembersUseCase(gateway).execute('acme', controller.signal);
    controller.abort();
    await expect(counting).resolves.toBeUndefined();
  });

  it('spec 1 §8: a paging failure rejects', async () => {
    const gateway = new FakeMembersGateway();
    gateway.listError = new Error('timeout');
    await expect(new CountContractMembersUseCase(gateway).execute('acme')).rejects.toThrow('timeout');
  });
});
