import type { Member } from '../../../src/domain/members/member.entity';

export function member(overrides: Partial<Member> = {}): Member {
  const email = overrides.email ?? 'ana.souza@acme.com';
  return {
    userIdentity: `${encodeURIComponent(email)}@blip.ai`,
    fullName: 'Ana Souza',
    email,
    roleId: 'member',
    userStatus: 'Accepted',
    ...overrides,
  };
}
