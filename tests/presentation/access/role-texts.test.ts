import { describe, expect, it } from 'vitest';
import { ROLE_TEXTS } from '../../../src/presentation/access/role-texts';

describe('role texts (spec 1 §6)', () => {
  it("spec 1 §4 Edit, §6: each role's label and description keys, in the order 'guest, member, admin'", () => {
    expect(ROLE_TEXTS).toEqual([
      { id: 'guest', labelKey: 'roles.guest.label', descriptionKey: 'roles.guest.description' },
      { id: 'member', labelKey: 'roles.member.label', descriptionKey: 'roles.member.description' },
      { id: 'admin', labelKey: 'roles.admin.label', descriptionKey: 'roles.admin.description' },
    ]);
  });
});
