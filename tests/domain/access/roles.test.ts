import { describe, expect, it } from 'vitest';
import { isRoleId, ROLE_IDS } from '../../../src/domain/access/role';
import { roleDescriptor, ROLES } from '../../../src/domain/access/roles';

describe('roles (spec 1 §1, §6)', () => {
  it('spec 1 §6: accepts the three roles and nothing else', () => {
    expect(['admin', 'member', 'guest'].every(isRoleId)).toBe(true);
    expect(isRoleId('owner')).toBe(false);
    expect(isRoleId('Admin')).toBe(false);
    expect(isRoleId(undefined)).toBe(false);
  });

  it('spec 1 §6: lists admin, member (Editor) and guest (Viewer) with label and description keys in the access namespace', () => {
    expect(ROLES).toEqual([
      { id: 'admin', labelKey: 'roles.admin.label', descriptionKey: 'roles.admin.description' },
      { id: 'member', labelKey: 'roles.member.label', descriptionKey: 'roles.member.description' },
      { id: 'guest', labelKey: 'roles.guest.label', descriptionKey: 'roles.guest.description' },
    ]);
  });

  it('spec 1 §6: every role id has exactly one descriptor', () => {
    expect(ROLES.map((role) => role.id).sort()).toEqual([...ROLE_IDS].sort());
    expect(roleDescriptor('member').labelKey).toBe('roles.member.label');
  });
});
