import { describe, expect, it } from 'vitest';
import { accessContextOf } from '../../../src/domain/access/access-context';
import { allOn, session } from './access-fixtures';

describe('access context', () => {
  it('spec 1 §6: a bootstrapped session has a tenant, a user and its role and subscription', () => {
    const current = session('member');
    const context = accessContextOf(current, allOn);
    expect(context).toMatchObject({ roleId: 'member', hasTenant: true, hasUser: true });
    expect(context.subscription).toBe(current.subscription);
    expect(context.isToggleOn('pipeline-enable')).toBe(true);
  });

  it('spec 1 §6: without a session there is no tenant, no user and no role', () => {
    expect(accessContextOf(undefined, allOn)).toMatchObject({
      roleId: undefined,
      hasTenant: false,
      hasUser: false,
      subscription: [],
    });
  });
});
