import { describe, expect, it } from 'vitest';
import { FakeRouter } from '../../../../simulator/fake-host/backend/fake-router';
import { FakeHostError } from '../../../../simulator/fake-host/backend/fake-host.error';
import { readWireError } from '../../../infrastructure/support/memory-host';

const PORTAL = 'postmaster@portal.blip.ai';

function thrown(action: () => unknown): FakeHostError {
  try {
    action();
  } catch (error) {
    if (error instanceof FakeHostError) return error;
    throw error;
  }
  throw new Error('expected a FakeHostError');
}

describe('FakeRouter', () => {
  it('routes by destination, method and pattern, passing params and query', () => {
    const router = new FakeRouter().on(PORTAL, 'get', '/tenants/{tenantId}/users', ({ params, query }) => ({
      tenant: params['tenantId'],
      skip: query['$skip'],
    }));
    expect(
      router.dispatch(PORTAL, { method: 'get', uri: '/tenants/acme/users?$skip=200&$take=100' }),
    ).toEqual({
      tenant: 'acme',
      skip: '200',
    });
  });

  it('matches destination addresses case-insensitively', () => {
    const router = new FakeRouter().on(PORTAL, 'get', '/tenants-mine', () => 'mine');
    expect(router.dispatch('Postmaster@Portal.Blip.ai', { method: 'get', uri: '/tenants-mine' })).toBe(
      'mine',
    );
  });

  it('prefers the route with more literal segments', () => {
    const router = new FakeRouter()
      .on(PORTAL, 'get', '/tenants/{id}/agents/{agent}', () => 'one agent')
      .on(PORTAL, 'get', '/tenants/{id}/agents/summary', () => 'summary');
    expect(router.dispatch(PORTAL, { method: 'get', uri: '/tenants/x/agents/summary' })).toBe('summary');
    expect(router.dispatch(PORTAL, { method: 'get', uri: '/tenants/x/agents/ana' })).toBe('one agent');
  });

  it('spec 1 §8: an unknown route answers a "not supported" error (62) in the nested wire format', () => {
    const router = new FakeRouter().on(PORTAL, 'get', '/tenants-mine', () => []);
    const error = thrown(() => router.dispatch(PORTAL, { id: 'c1', method: 'get', uri: '/nothing/here' }));
    expect(error.code).toBe(62);
    const body = readWireError(error.wireError);
    expect(body.status).toBe('failure');
    expect(body.reason.code).toBe(62);
    expect(body.reason.description).toMatch(/not supported/i);
  });

  it('answers 62 for a known path on another destination, 63 for a known path with another method', () => {
    const router = new FakeRouter().on(PORTAL, 'get', '/tenants-mine', () => []);
    expect(
      thrown(() => router.dispatch('postmaster@billing.blip.ai', { method: 'get', uri: '/tenants-mine' }))
        .code,
    ).toBe(62);
    expect(thrown(() => router.dispatch(PORTAL, { method: 'delete', uri: '/tenants-mine' })).code).toBe(63);
  });

  it('echoes the command id and method in errors raised by handlers', () => {
    const router = new FakeRouter().on(PORTAL, 'get', '/x', () => {
      throw new FakeHostError(67, 'Resource not found');
    });
    const error = thrown(() => router.dispatch(PORTAL, { id: 'abc', method: 'get', uri: '/x' }));
    expect(JSON.parse((JSON.parse(error.wireError) as { message: string }).message)).toMatchObject({
      id: 'abc',
      method: 'get',
      status: 'failure',
      reason: { code: 67 },
    });
  });

  it('refuses the same route twice', () => {
    const router = new FakeRouter().on(PORTAL, 'get', '/x/{a}', () => 1);
    expect(() => router.on(PORTAL, 'get', '/x/{a}', () => 2)).toThrow(/twice/);
  });
});
