import { describe, expect, it } from 'vitest';
import { isRoleId, ROLE_IDS } from '../../../src/domain/access/role';

describe('roles (spec 1 §1, §6)', () => {
  it('spec 1 §6: accepts the three roles and nothing else', () => {
    expect(['admin', 'member', 'guest'].every(isRoleId)).toBe(true);
    expect(isRoleId('owner')).toBe(false);
    expect(isRoleId('Admin')).toBe(false);
    expect(isRoleId(undefined)).toBe(false);
  });

  it("spec 1 §4 Edit: the roles are listed 'guest, member, admin', each once", () => {
    expect(ROLE_IDS).toEqual(['guest', 'member', 'admin']);
  });
});
