import { describe, expect, it } from 'vitest';
import {
  canEdit,
  canView,
  PERMISSION_AREAS,
  type PermissionArea,
} from '../../../src/domain/access/permission.rule';
import type { RoleId } from '../../../src/domain/access/role';

type Cell = readonly [PermissionArea, RoleId, boolean, boolean];

/** spec 1 §6 permission matrix: [area, role, view, edit]. */
const MATRIX: readonly Cell[] = [
  ['tenant-summary', 'admin', true, true],
  ['tenant-summary', 'member', true, false],
  ['tenant-summary', 'guest', true, false],
  ['tenant-members', 'admin', true, true],
  ['tenant-members', 'member', false, false],
  ['tenant-members', 'guest', false, false],
  ['tenant-workspace', 'admin', true, true],
  ['tenant-workspace', 'member', true, true],
  ['tenant-workspace', 'guest', true, false],
  ['tenant-dashboard', 'admin', true, true],
  ['tenant-dashboard', 'member', false, false],
  ['tenant-dashboard', 'guest', false, false],
  ['tenant-billing', 'admin', true, false],
  ['tenant-billing', 'member', false, false],
  ['tenant-billing', 'guest', false, false],
];

describe('permission matrix (spec 1 §6)', () => {
  it('spec 1 §6: the matrix has 15 cells (5 areas × 3 roles)', () => {
    expect(MATRIX).toHaveLength(15);
    expect(new Set(MATRIX.map(([area]) => area))).toEqual(new Set(PERMISSION_AREAS));
  });

  it.each(MATRIX)('spec 1 §6: %s / %s → view %s', (area, role, view) => {
    expect(canView(role, area)).toBe(view);
  });

  it.each(MATRIX)('spec 1 §6: %s / %s → view %s, edit %s', (area, role, _view, edit) => {
    expect(canEdit(role, area)).toBe(edit);
  });

  it.each(PERMISSION_AREAS)('spec 1 §6: an unresolved role has neither view nor edit on %s', (area) => {
    expect(canView(undefined, area)).toBe(false);
    expect(canEdit(undefined, area)).toBe(false);
  });

  it('spec 1 §6: edit always implies view', () => {
    for (const [area, role] of MATRIX) {
      if (canEdit(role, area)) expect(canView(role, area)).toBe(true);
    }
  });
});
