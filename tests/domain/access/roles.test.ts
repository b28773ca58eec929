import { describe, expect, it } from 'vitest';
import { isRoleId, ROLE_IDS } from '../../../src/domain/access/role';
import { ROLES } from '../../../src/domain/access/roles';

describe('roles (spec 1 §1, §6)', () => {
  it('spec 1 §6: accepts the three roles and nothing else', () => {
    expect(['admin', 'member', 'guest'].every(isRoleId)).toBe(true);
    expect(isRoleId('owner')).toBe(false);
    expect(isRoleId('Admin')).toBe(false);
    expect(isRoleId(undefined)).toBe(false);
  });

  it('spec 1 §6: lists admin, member (Editor) and guest (Viewer), each role once', () => {
    expect(ROLES).toEqual(['admin', 'member', 'guest']);
    expect([...ROLES].sort()).toEqual([...ROLE_IDS].sort());
  });
});
