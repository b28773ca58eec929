import { describe, expect, it } from 'vitest';
import { FakeBackend } from '../../../../simulator/fake-host/backend/fake-backend';
import { SCENARIO_COUNTS } from '../../../../simulator/fake-host/backend/dataset/scenarios';
import type { FakeRouteModule } from '../../../../simulator/fake-host/backend/backend-context';
import { failureOf, fakeBackend } from '../../../infrastructure/support/fake-backend.fixture';
import { appSettings, REFERENCE_DATE } from '../../../infrastructure/support/memory-host';

describe('FakeBackend', () => {
  it('sends a command without `to` to the messaging server', () => {
    const probe: FakeRouteModule = {
      name: 'probe',
      register: (router, context) => router.on(context.addresses.messaging, 'get', '/ping', () => 'pong'),
    };
    const backend = new FakeBackend(
      {
        seed: 1,
        scenario: 'default',
        role: 'admin',
        culture: 'pt-BR',
        counts: SCENARIO_COUNTS.default,
        domains: appSettings,
        clock: () => REFERENCE_DATE,
      },
      [probe],
    );
    expect(backend.execute({ method: 'get', uri: '/ping' })).toBe('pong');
  });

  it('refuses malformed commands with 64', () => {
    const backend = fakeBackend();
    expect(failureOf(() => backend.execute({ method: 'fetch' as never, uri: '/x' })).code).toBe(64);
    expect(failureOf(() => backend.execute({ method: 'get', uri: '' })).code).toBe(64);
  });

  it('gives each feature slice its own seeded state, created once', () => {
    const a = fakeBackend();
    const b = fakeBackend();
    const create = (random: { next(): number }) => ({ value: random.next() });
    const slice = a.slice('certificates', create);
    expect(a.slice('certificates', create)).toBe(slice);
    expect(b.slice('certificates', create)).toEqual(slice);
    expect(a.slice('documents', create)).not.toEqual(slice);
  });

  it('registers the foundation routes', () => {
    expect(fakeBackend().routeCount).toBeGreaterThanOrEqual(9);
  });
});
