import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LeaveDestinationUseCase } from '../../../src/application/tenant/leave-destination.use-case';
import { makeUser, RecordingLogger, tenantHost, tenantUrls } from './tenant-fakes';

const RUNS = { numRuns: 1000, seed: 6060 };
const TENANTS = [
  { id: 'acme', name: 'Acme' },
  { id: 'beta', name: 'Beta' },
  { id: 'gamma', name: 'Gamma' },
];

function setup() {
  const host = tenantHost();
  const logger = new RecordingLogger();
  return { host, logger, useCase: new LeaveDestinationUseCase(host, logger) };
}
const userWith = (lastUsedTenants: string | undefined) =>
  makeUser(lastUsedTenants === undefined ? {} : { extras: { lastUsedTenants } });

describe('where the top window goes after leaving (spec 1 Leave contract flow)', () => {
  it('spec 1: first choice, the most recently used other tenant: {tenant url}/application?leaveContract=true', async () => {
    const { useCase } = setup();
    const user = userWith(JSON.stringify(['beta', 'gamma', 'acme']));
    expect(await useCase.execute(user, 'acme', TENANTS)).toBe(
      'https://gamma.blip.ai/application?leaveContract=true',
    );
  });

  it('spec 1: otherwise any other tenant of the list: {url}?leaveContract=true', async () => {
    const { useCase } = setup();
    expect(await useCase.execute(userWith(undefined), 'acme', TENANTS)).toBe(
      'https://beta.blip.ai/?leaveContract=true',
    );
  });

  it('spec 1: malformed JSON falls back to the list with a warning, never an error', async () => {
    const { useCase, logger } = setup();
    expect(await useCase.execute(userWith('[[["'), 'acme', TENANTS)).toBe(
      'https://beta.blip.ai/?leaveContract=true',
    );
    expect(logger.errors).toEqual([]);
    expect(logger.warnings).toHaveLength(1);
  });

  it('spec 1: a history entry that is not a plain tenant id is never sent to the host', async () => {
    const { host, useCase } = setup();
    const asked: string[] = [];
    const urls = tenantUrls({ beta: 'https://beta.blip.ai', gamma: 'https://gamma.blip.ai' });
    host.tenantUrl = (id: string) => {
      asked.push(id);
      return urls(id);
    };
    const user = userWith(JSON.stringify(['gamma', 'https://evil.example/', 'acme']));
    expect(await useCase.execute(user, 'acme', TENANTS)).toBe('https://beta.blip.ai/?leaveContract=true');
    expect(asked).toEqual(['beta']);
  });

  it('a tenant URL the host cannot give, or that is not https, moves on to the next tenant', async () => {
    const { host, useCase } = setup();
    host.tenantUrl = tenantUrls({ beta: 'http://beta.blip.ai', gamma: 'https://gamma.blip.ai' });
    const user = userWith(JSON.stringify(['beta', 'acme']));
    expect(await useCase.execute(user, 'acme', TENANTS)).toBe('https://gamma.blip.ai/?leaveContract=true');
  });

  it('spec 1: no other tenant → null', async () => {
    const { useCase } = setup();
    expect(
      await useCase.execute(userWith(JSON.stringify(['acme'])), 'acme', [{ id: 'acme', name: 'Acme' }]),
    ).toBeNull();
  });

  it('spec 1 (property): whatever lastUsedTenants holds, the answer is null or an https URL with leaveContract=true', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), fc.json()), async (raw) => {
        const { useCase } = setup();
        const url = await useCase.execute(userWith(raw), 'acme', TENANTS);
        return (
          url === null ||
          (url.startsWith('https://') && new URL(url).searchParams.get('leaveContract') === 'true')
        );
      }),
      RUNS,
    );
  });
});
