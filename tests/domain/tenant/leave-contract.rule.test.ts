import { describe, expect, it } from 'vitest';
import {
  anyOtherTenant,
  canLeaveContract,
  leaveBranch,
  sameIdentity,
} from '../../../src/domain/tenant/leave-contract.rule';

describe('leave contract (spec 1 Leave contract flow)', () => {
  it('spec 1 §6: the link is hidden for the contract owner', () => {
    expect(canLeaveContract('ana%40acme.com@blip.ai', 'ana%40acme.com@blip.ai')).toBe(false);
    expect(canLeaveContract('ana%40acme.com@blip.ai', 'bob%40acme.com@blip.ai')).toBe(true);
  });

  it('the owner is recognised however the identity is encoded or cased', () => {
    expect(canLeaveContract('ana%40acme.com@blip.ai', 'Ana@Acme.com@blip.ai')).toBe(false);
    expect(canLeaveContract('ana%2540acme.com@blip.ai', 'ana%40acme.com@blip.ai')).toBe(false);
    expect(sameIdentity('a%ZZ@x', 'a%zz@x')).toBe(true);
  });

  it('an unknown owner hides nothing', () => {
    expect(canLeaveContract('ana%40acme.com@blip.ai', '')).toBe(true);
  });

  it('spec 1: owning any chatbot comes first', () => {
    expect(leaveBranch(1, 5)).toBe('owns-chatbots');
    expect(leaveBranch(3, 1)).toBe('owns-chatbots');
  });

  it('spec 1: otherwise one contract (or none listed) is the only-contract branch', () => {
    expect(leaveBranch(0, 1)).toBe('only-contract');
    expect(leaveBranch(0, 0)).toBe('only-contract');
  });

  it('spec 1: otherwise the normal leave', () => {
    expect(leaveBranch(0, 2)).toBe('leave');
  });

  it('spec 1: any other tenant is the first of the list that is not the one left and has a plain id', () => {
    const tenants = [{ id: 'acme' }, { id: 'evil.example/x' }, { id: 'beta' }, { id: 'gamma' }];
    expect(anyOtherTenant(tenants, 'ACME')).toEqual({ id: 'beta' });
    expect(anyOtherTenant([{ id: 'acme' }], 'acme')).toBeUndefined();
  });
});
