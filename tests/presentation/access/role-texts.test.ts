import { describe, expect, it } from 'vitest';
import { ROLE_TEXTS } from '../../../src/presentation/access/role-texts';

describe('role texts (spec 1 §6)', () => {
  it("spec 1 §6: each role's label and description keys in the access namespace, admin first", () => {
    expect(ROLE_TEXTS).toEqual([
      { id: 'admin', labelKey: 'roles.admin.label', descriptionKey: 'roles.admin.description' },
      { id: 'member', labelKey: 'roles.member.label', descriptionKey: 'roles.member.description' },
      { id: 'guest', labelKey: 'roles.guest.label', descriptionKey: 'roles.guest.description' },
    ]);
  });
});
