import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWireReply } from '../../../src/infrastructure/host-bridge/wire-envelope';
import { parseCommandError } from '../../../src/infrastructure/host/command-error.parser';
import {
  toApplications,
  toCurrentTenant,
  toLoggedUser,
  toPlanName,
  toToggleRecord,
} from '../../../src/infrastructure/host/host-context.mapper';
import {
  AppSettingsError,
  parseAppSettings,
} from '../../../src/infrastructure/shared/app-settings.validation';
import { finiteNumber, itemsOf, nonEmptyText } from '../../../src/infrastructure/shared/command-resource';
import { CommandFailure } from '../../../src/domain/shared/command-failure';

/**
 * Issue 13 §3: whatever the other window or service sends, the parsers answer with a value of
 * their own type or a typed refusal — never a throw, never a field of the wrong type.
 * 1,000 runs each, fixed seeds, so a failure reproduces.
 */
const RUNS = { numRuns: 1000, seed: 20261126 } as const;

/** Anything JSON or structured clone can carry, with the keys the parsers look for mixed in. */
const hostile = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true }),
  fc.json().map((text) => JSON.parse(text) as unknown),
  fc.record(
    {
      response: fc.anything(),
      error: fc.anything(),
      message: fc.anything(),
      trackingProperties: fc.oneof(fc.anything(), fc.record({ id: fc.oneof(fc.string(), fc.anything()) })),
      identity: fc.anything(),
      id: fc.anything(),
      info: fc.anything(),
      extras: fc.oneof(fc.anything(), fc.record({ lastUsedTenants: fc.anything() })),
      items: fc.oneof(fc.anything(), fc.array(fc.anything())),
      name: fc.anything(),
      roleId: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

const isStringOrUndefined = (value: unknown) => value === undefined || typeof value === 'string';

describe('host answers under fuzzing (issue 13 §3)', () => {
  it('LIME replies: parseWireReply returns null or a reply with a non-empty string id', () => {
    fc.assert(
      fc.property(hostile, (data) => {
        const reply = parseWireReply(data);
        if (reply === null) return;
        expect(typeof reply.id).toBe('string');
        expect(reply.id.length).toBeGreaterThan(0);
        expect(['response', 'error']).toContain(reply.kind);
      }),
      RUNS,
    );
  });

  it('error payloads: parseCommandError always gives a CommandFailure with a string status', () => {
    const nested = fc
      .record({ status: fc.anything(), reason: fc.anything() })
      .chain((body) =>
        fc.constantFrom(
          body,
          { message: JSON.stringify(body) },
          JSON.stringify({ message: JSON.stringify(body) }),
        ),
      );
    fc.assert(
      fc.property(fc.oneof(hostile, nested, fc.string()), (raw) => {
        const failure = parseCommandError(raw);
        expect(failure).toBeInstanceOf(CommandFailure);
        expect(typeof failure.status).toBe('string');
        expect(failure.code === undefined || Number.isInteger(failure.code)).toBe(true);
      }),
      RUNS,
    );
  });

  it('user and tenant: mapped only with an identity/id, every field of its own type', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const user = toLoggedUser(raw);
        if (user !== null) {
          expect(user.identity).not.toBe('');
          for (const key of ['email', 'fullName', 'tenantId', 'localNode', 'culture'] as const) {
            expect(typeof user[key]).toBe('string');
          }
          expect(isStringOrUndefined(user.extras.lastUsedTenants)).toBe(true);
        }
        const tenant = toCurrentTenant(raw);
        if (tenant !== null) {
          expect(tenant.id).not.toBe('');
          expect(typeof tenant.name).toBe('string');
          expect(isStringOrUndefined(tenant.photoUri)).toBe(true);
        }
      }),
      RUNS,
    );
  });

  it('applications, plan and toggles: typed or refused; a toggle is on only for a literal true', () => {
    const names = ['a', 'b', '__proto__', 'constructor'];
    fc.assert(
      fc.property(hostile, (raw) => {
        const applications = toApplications(raw);
        if (applications !== null) {
          for (const application of applications) expect(application.shortName).not.toBe('');
        }
        const plan = toPlanName(raw);
        expect(plan === null || typeof plan === 'string').toBe(true);
        const toggles = toToggleRecord(raw, names);
        expect(Object.keys(toggles).sort()).toEqual([...names].sort());
        for (const value of Object.values(toggles)) expect(typeof value).toBe('boolean');
      }),
      RUNS,
    );
  });

  it('command resources: items or a typed malformed failure; numbers always finite', () => {
    fc.assert(
      fc.property(hostile, fc.anything(), (resource, value) => {
        try {
          expect(Array.isArray(itemsOf(resource, 'fuzz'))).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(CommandFailure);
        }
        expect(Number.isFinite(finiteNumber(value))).toBe(true);
        expect(isStringOrUndefined(nonEmptyText(value))).toBe(true);
      }),
      RUNS,
    );
  });

  it('appSettings.json: valid settings or an AppSettingsError naming the problems', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        try {
          parseAppSettings(raw);
        } catch (error) {
          expect(error).toBeInstanceOf(AppSettingsError);
          expect((error as AppSettingsError).problems.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });
});
