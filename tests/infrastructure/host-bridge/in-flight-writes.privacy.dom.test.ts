import { describe, expect, it } from 'vitest';
import type { AppSettings } from '../../../src/application/shared/app-settings.port';
import {
  InFlightWritesJournal,
  JOURNAL_KEY,
  JOURNAL_MAX_AGE_MS,
} from '../../../src/infrastructure/host-bridge/in-flight-writes.journal';
import { maskUri } from '../../../src/infrastructure/host-bridge/journaled-write.summary';
import { PostMessageTransport } from '../../../src/infrastructure/host-bridge/postmessage-transport.adapter';
import { fakeModuleWindow, HOST_ORIGIN, memoryStorage, testEnvironment } from './fake-windows';

/**
 * Issue 20 §5, nothing personal left behind: the in-flight journal in the frame's session storage
 * keeps only what recognises a late answer (id, action, kind, target, time), never the request's
 * content, and entries past their age leave the storage when the module loads.
 */
const NOW = 1_800_000_000_000;
const EMAIL = 'ana.souza@acme.com';
const IDENTITY = 'ana.souza%40acme.com@blip.ai';
const PERSONAL = [EMAIL, IDENTITY, 'ana.souza', 'Ana Souza', '%40', '@', 'https://', 'Acme Renamed', '+5511'];

/** Writes of members, agents, the contract and Calls, each carrying personal data. */
const WRITES: ReadonlyArray<readonly [string, string, unknown]> = [
  ['member delete', 'sendCommand', { command: { method: 'delete', uri: `/tenants/acme/users/${IDENTITY}` } }],
  [
    'member role',
    'sendCommand',
    { command: { method: 'set', uri: `/tenants/acme/users/${IDENTITY}/role`, resource: { id: 'admin' } } },
  ],
  [
    'agents invite',
    'sendCommand',
    {
      command: {
        method: 'set',
        uri: '/tenants/acme/agents',
        resource: { itemType: 'x', items: [{ userIdentity: IDENTITY, email: EMAIL, fullName: 'Ana Souza' }] },
      },
    },
  ],
  ['agent delete', 'sendCommand', { command: { method: 'delete', uri: `/tenants/acme/agents/${IDENTITY}` } }],
  [
    'contract save',
    'sendCommand',
    {
      command: {
        method: 'set',
        uri: '/tenants/acme',
        resource: { id: 'acme', name: 'Acme Renamed', photoUri: 'https://media.example.com/p.png' },
      },
    },
  ],
  [
    'copilot, from the bot owner',
    'sendCommand',
    {
      command: {
        method: 'set',
        uri: `lime://sales@msging.net/copilot/enable?owner=${IDENTITY}`,
        from: EMAIL,
      },
    },
  ],
  [
    'calls settings',
    'sendApplicationRequest',
    {
      method: 'setApplicationPhoneNumberSettings',
      args: [{ tenantId: 'acme', phone: '+5511999990000', by: EMAIL }],
    },
  ],
];

function stored(storage: ReturnType<typeof memoryStorage>): unknown[] {
  return JSON.parse(storage.items.get(JOURNAL_KEY) ?? '[]') as unknown[];
}

describe('issue 20 §5: the in-flight journal holds nothing personal', () => {
  it.each(WRITES)(
    'a %s write is journaled as id, action, kind and target only: no e-mail, name or link',
    (_name, action, content) => {
      const storage = memoryStorage();
      new InFlightWritesJournal(storage, () => NOW).add('w1', action, content);
      const text = storage.items.get(JOURNAL_KEY) ?? '';
      for (const personal of PERSONAL) expect(text).not.toContain(personal);
      const [entry] = stored(storage) as Array<Record<string, unknown>>;
      expect(Object.keys(entry ?? {}).sort()).toEqual(['action', 'at', 'id', 'kind', 'target']);
    },
  );

  it('the target keeps plain ids, so the write can still be told apart: the contract save, a member, an application request', () => {
    const journal = new InFlightWritesJournal(memoryStorage(), () => NOW);
    for (const [name, action, content] of WRITES) journal.add(name.replace(/\W/g, '-'), action, content);
    expect(journal.entries().map(({ kind, target }) => [kind, target])).toEqual([
      ['delete', '/tenants/acme/users/*'],
      ['set', '/tenants/acme/users/*/role'],
      ['set', '/tenants/acme/agents'],
      ['delete', '/tenants/acme/agents/*'],
      ['set', '/tenants/acme'],
      ['set', 'lime://*/copilot/enable'],
      ['application-request', 'setApplicationPhoneNumberSettings'],
    ]);
  });

  it.each([
    ['/accounts/Ana Souza', '/accounts/*'],
    ['/tenants/acme/urls/https%3A%2F%2Fexample.com%2Fa', '/tenants/acme/urls/*'],
    ['/tenants/acme/users?email=ana@acme.com', '/tenants/acme/users'],
    ['/x#ana@acme.com', '/x'],
  ])('maskUri(%j) is %j', (uri, masked) => {
    expect(maskUri(uri)).toBe(masked);
  });

  it('an invite (the portal modal) is a request, not a write: the transport journals nothing for it', () => {
    const storage = memoryStorage();
    const settings = {
      HOST_ORIGINS: [HOST_ORIGIN],
      HOST_REQUEST_TIMEOUT_MS: 60000,
    } as unknown as AppSettings;
    const transport = new PostMessageTransport(settings, testEnvironment(fakeModuleWindow(), storage));
    void transport.request('showModal', { template: 'InviteModal', emails: [EMAIL] }).catch(() => undefined);
    void transport.request('sendCommand', WRITES[2]![2]).catch(() => undefined);
    const text = storage.items.get(JOURNAL_KEY) ?? '';
    expect(stored(storage)).toHaveLength(1);
    expect(text).not.toContain(EMAIL);
    transport.dispose();
  });
});

describe('issue 20 §5: expired entries are removed when the module loads', () => {
  const entry = (id: string, at: number, extra: Record<string, unknown> = {}) => ({
    id,
    action: 'sendCommand',
    kind: 'set',
    target: '/tenants/acme',
    at,
    ...extra,
  });

  function loadModule(storage: ReturnType<typeof memoryStorage>): PostMessageTransport {
    const settings = {
      HOST_ORIGINS: [HOST_ORIGIN],
      HOST_REQUEST_TIMEOUT_MS: 60000,
    } as unknown as AppSettings;
    const environment = { ...testEnvironment(fakeModuleWindow(), storage), now: () => NOW };
    return new PostMessageTransport(settings, environment);
  }

  it('the storage itself loses the expired entries, and an older version’s content, at load', () => {
    const storage = memoryStorage();
    storage.setItem(
      JOURNAL_KEY,
      JSON.stringify([
        entry('expired', NOW - JOURNAL_MAX_AGE_MS - 1),
        entry('legacy', NOW - 1000, { content: { command: { resource: { email: EMAIL } } } }),
        entry('fresh', NOW - 1000),
      ]),
    );
    loadModule(storage).dispose();
    expect(stored(storage)).toEqual([entry('legacy', NOW - 1000), entry('fresh', NOW - 1000)]);
    expect(storage.items.get(JOURNAL_KEY)).not.toContain(EMAIL);
  });

  it('a journal whose entries have all expired (or is damaged) leaves no key behind', () => {
    const expired = memoryStorage();
    expired.setItem(JOURNAL_KEY, JSON.stringify([entry('old', NOW - JOURNAL_MAX_AGE_MS - 1)]));
    loadModule(expired).dispose();
    expect(expired.items.has(JOURNAL_KEY)).toBe(false);
    const damaged = memoryStorage();
    damaged.setItem(JOURNAL_KEY, '[{"id":');
    loadModule(damaged).dispose();
    expect(damaged.items.has(JOURNAL_KEY)).toBe(false);
  });

  it('a clean journal is not written again at load', () => {
    const storage = memoryStorage();
    const text = JSON.stringify([entry('fresh', NOW - 1000)]);
    storage.setItem(JOURNAL_KEY, text);
    let writes = 0;
    const counting = {
      ...storage,
      setItem: (key: string, value: string) => ((writes += 1), storage.setItem(key, value)),
    };
    loadModule(counting as typeof storage).dispose();
    expect(writes).toBe(0);
    expect(storage.items.get(JOURNAL_KEY)).toBe(text);
  });
});
