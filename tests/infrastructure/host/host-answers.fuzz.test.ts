import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWireReply, type WireReply } from '../../../src/infrastructure/host-bridge/wire-envelope';
import { parseCommandError } from '../../../src/infrastructure/host/command-error.parser';
import {
  APPLICATIONS,
  CURRENT_TENANT,
  LOGGED_USER,
  PLAN_NAME,
  toggleRecord,
} from '../../../src/infrastructure/host/host-context.schema';
import {
  AppSettingsError,
  parseAppSettings,
} from '../../../src/infrastructure/shared/app-settings.validation';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import {
  count,
  fields,
  filledText,
  itemsOfAnswer,
  MalformedAnswer,
  optionalCount,
  optionalText,
  readAnswer,
  requiredText,
  strictTrue,
  text,
} from '../../../src/infrastructure/shared/answer-schema';
import { type AppSettings } from '../../../src/application/shared/app-settings.port';
import settingsJson from '../../../simulator/module-settings.json';

/**
 * Issue 13 §3: whatever the other window or service sends, the parsers answer with a value of
 * their own type or a typed refusal — never a throw, never a field of the wrong type.
 * 1,000 runs each, fixed seeds, so a failure reproduces.
 */
const RUNS = { numRuns: 1000, seed: 20261126 } as const;

/** The host answers as the host gateway reads them through their schemas (issue 36 §3). */
const toLoggedUser = (raw: unknown) => readAnswer(LOGGED_USER, raw, 'getUserContext getCurrentUser');
const toCurrentTenant = (raw: unknown) => readAnswer(CURRENT_TENANT, raw, 'getUserContext getCurrentTenant');
const toApplications = (raw: unknown) =>
  readAnswer(APPLICATIONS, raw, 'sendApplicationRequest getApplicationsByTenant');
const toPlanName = (raw: unknown) => readAnswer(PLAN_NAME, raw, 'getTenantPlan');
const toToggleRecord = (raw: unknown, names: readonly string[]) =>
  readAnswer(toggleRecord(names), raw, 'getFeatureToggles');

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

/** The value a reader gives, or null when it refuses with its typed error (any other throw fails). */
function readOrRefused<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    expect(error).toBeInstanceOf(MalformedAnswer);
    return null;
  }
}

const isStringOrUndefined = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Issue 19 §3: the settings rules as the settings' documentation states them, written here apart
 * from the validator, so the fuzz can say which values must be accepted.
 */
type Rule = (value: unknown) => boolean;
const integerUpTo =
  (max: number): Rule =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
const isHttpsUrl: Rule = (value) =>
  typeof value === 'string' && URL.canParse(value) && new URL(value).protocol === 'https:';
/** 'scheme://host[:port]' and nothing more: what the URL parser gives back as the origin, verbatim. */
/** Issue 20 §3, read as a local run: https, or http to a loopback host; no wildcard. */
const isExactOrigin = (value: unknown): boolean =>
  typeof value === 'string' &&
  /^(https:\/\/[^/?#*]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?)$/.test(value) &&
  URL.canParse(value) &&
  new URL(value).origin === value;
/** Two or more dot-separated labels of letters, digits and inner hyphens, at most 63 each. */
const isDomain: Rule = (value) =>
  typeof value === 'string' &&
  value.length >= 3 &&
  value.length <= 253 &&
  value.split('.').length >= 2 &&
  value.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label));
const monthOf = (value: string): boolean => Number(value) >= 1 && Number(value) <= 12;
const isMonth: Rule = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) && monthOf(value.slice(5));
const isMonthOrDay: Rule = (value) =>
  isMonth(value) ||
  (typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    monthOf(value.slice(5, 7)) &&
    Number(value.slice(8)) >= 1 &&
    Number(value.slice(8)) <= 31);

/** The loopback http origins among the values are the simulator's: a local run accepts them. */
const LOCAL_RUN = { localRun: true };

const SETTING_RULES: Readonly<Record<keyof AppSettings, Rule>> = {
  HOST_ORIGINS: (value) => Array.isArray(value) && value.length > 0 && value.every(isExactOrigin),
  STORAGE_ORIGINS: (value) => Array.isArray(value) && value.length > 0 && value.every(isExactOrigin),
  TENANT_AGENTS_PAGE_SIZE: integerUpTo(1000),
  BLIP_DOMAIN: isDomain,
  MSGING_DOMAIN: isDomain,
  PORTAL_URL: isHttpsUrl,
  REVENUE_START_DATE: isMonth,
  WHATSAPP_BP_PRICING_CHANGES_START_DATE: isMonthOrDay,
  WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: isMonthOrDay,
  WHATSAPP_BP_PRICING_CHANGES_URL: isHttpsUrl,
  FEATURE_TOGGLES: (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((on) => typeof on === 'boolean'),
  FEATURE_TOGGLE_SOURCE: (value) => value === 'host' || value === 'static',
  HOST_REQUEST_TIMEOUT_MS: integerUpTo(600_000),
  DATA_PROTECTION_CLUSTER_NAMES: (value) =>
    Array.isArray(value) && value.every((name) => typeof name === 'string' && name.trim() !== ''),
};

/** Values on both sides of each key's rule, and just beside it. */
const origin = fc.constantFrom(
  'https://portal.blip.ai',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://portal.blip.ai',
  'https://portal.blip.ai/',
  'https://portal.blip.ai/app',
  'https://portal.blip.ai:443',
  'HTTPS://portal.blip.ai',
  'https://Portal.blip.ai',
  'https://*.blip.ai',
  'ftp://portal.blip.ai',
  '*',
  'null',
  '',
);
const integer = (max: number) =>
  fc.oneof(
    fc.integer({ min: -2, max: max + 2 }),
    fc.constantFrom(0, 1, max, max + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '20', null),
  );
const domain = fc.oneof(
  fc.constantFrom(
    'blip.ai',
    'msging.net',
    'a.b',
    'x-y.example.com',
    'BLIP.AI',
    '-a.com',
    'a-.com',
    'localhost',
    'blip..ai',
    'blip.ai.',
    'bl ip.ai',
    'é.com',
    `${'a'.repeat(64)}.com`,
    `${'a'.repeat(63)}.com`,
    7,
  ),
  fc.string({ unit: fc.constantFrom('a', '0', '-', '.'), maxLength: 10 }),
);
const url = fc.constantFrom(
  'https://portal.blip.ai',
  'https://developers.facebook.com/docs/x?y=1#z',
  'HTTPS://portal.blip.ai',
  'http://portal.blip.ai',
  'https://',
  'portal.blip.ai',
  '//portal.blip.ai',
  'javascript:alert(1)',
  'https:portal.blip.ai',
  null,
);
const twoDigits = fc.integer({ min: 0, max: 33 }).map((n) => String(n).padStart(2, '0'));
const month = fc.oneof(
  fc.tuple(fc.integer({ min: 1999, max: 2030 }), twoDigits).map(([year, mm]) => `${year}-${mm}`),
  fc
    .tuple(fc.integer({ min: 1999, max: 2030 }), twoDigits, twoDigits)
    .map(([y, mm, dd]) => `${y}-${mm}-${dd}`),
  fc.constantFrom('2023-1', '23-01', '2023/01', '2023-01-', ' 2023-01', 'July', 202301),
);
const toggles = fc.oneof(
  fc.dictionary(fc.constantFrom('tenant-consumption', 'pipeline-enable', 'x'), fc.boolean(), { maxKeys: 3 }),
  fc.dictionary(fc.constantFrom('tenant-consumption', 'x'), fc.constantFrom(true, 'true', 1, null), {
    maxKeys: 2,
  }),
  fc.constantFrom(null, [], [true], 'true'),
);
const clusters = fc.oneof(
  fc.array(fc.constantFrom('cluster-a', 'CLUSTER B', ' c ', '', '   ', 3), { maxLength: 3 }),
  fc.constantFrom(null, 'cluster-a', {}),
);
const NEAR_VALID: { readonly [K in keyof AppSettings]: fc.Arbitrary<unknown> } = {
  HOST_ORIGINS: fc.oneof(fc.array(origin, { maxLength: 3 }), fc.constantFrom('https://portal.blip.ai', null)),
  STORAGE_ORIGINS: fc.oneof(
    fc.array(origin, { maxLength: 3 }),
    fc.constantFrom('https://portal.blip.ai', null),
  ),
  TENANT_AGENTS_PAGE_SIZE: integer(1000),
  BLIP_DOMAIN: domain,
  MSGING_DOMAIN: domain,
  PORTAL_URL: url,
  REVENUE_START_DATE: month,
  WHATSAPP_BP_PRICING_CHANGES_START_DATE: month,
  WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: month,
  WHATSAPP_BP_PRICING_CHANGES_URL: url,
  FEATURE_TOGGLES: toggles,
  FEATURE_TOGGLE_SOURCE: fc.constantFrom('host', 'static', 'Host', 'remote', '', null),
  HOST_REQUEST_TIMEOUT_MS: integer(600_000),
  DATA_PROTECTION_CLUSTER_NAMES: clusters,
};

/** The shipped settings (their '_doc' left out, so a counterexample stays short) with one key changed. */
const { _doc: _shippedDoc, ...shipped } = settingsJson;
const settingsWithOneKeyChanged = fc
  .constantFrom(...(Object.keys(NEAR_VALID) as (keyof AppSettings)[]))
  .chain((key) =>
    NEAR_VALID[key].map((value) => ({
      key,
      raw: { ...shipped, [key]: value } as Record<string, unknown>,
    })),
  );

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

  it('issue 19 §3: LIME replies built valid, or valid with one field wrong, parse to exactly the reply they carry, or to null', () => {
    const id = fc.uuid();
    const value = fc.jsonValue({ maxDepth: 2 });
    const truthy = fc.oneof(
      fc.string({ minLength: 1 }),
      fc.integer({ min: 1 }),
      fc.constant(true),
      fc.object(),
    );
    const falsy = fc.constantFrom(0, '', null, false, undefined);
    type Case = { readonly data: unknown; readonly expected: WireReply | null };
    // The library's semantics: a truthy error rejects, anything else resolves with `response`.
    const valid: fc.Arbitrary<Case> = fc.oneof(
      fc.tuple(id, value).map(([id, response]) => ({
        data: { response, trackingProperties: { id } },
        expected: { kind: 'response' as const, id, response },
      })),
      fc.tuple(id, truthy).map(([id, error]) => ({
        data: { error, trackingProperties: { id } },
        expected: { kind: 'error' as const, id, error },
      })),
      fc.tuple(id, value, falsy).map(([id, response, error]) => ({
        data: { response, error, trackingProperties: { id } },
        expected: { kind: 'response' as const, id, response },
      })),
      id.map((id) => ({
        data: { trackingProperties: { id } },
        expected: { kind: 'response' as const, id, response: undefined },
      })),
      fc.tuple(id, value, value).map(([id, response, message]) => ({
        data: { message, response, trackingProperties: { id } },
        expected: { kind: 'response' as const, id, response },
      })),
    );
    const badId = fc.oneof(
      fc.constant(''),
      fc.integer(),
      fc.constant(null),
      id.map((id) => [id]),
      id.map((id) => ({ id })),
    );
    const badTracking = fc.oneof(id, fc.constant(null), fc.array(id, { maxLength: 1 }), fc.integer());
    const wrong: fc.Arbitrary<Case> = fc
      .tuple(valid, fc.nat(5), badId, badTracking, value)
      .map(([{ data }, which, idValue, tracking, message]) => {
        const record = data as Record<string, unknown> & { trackingProperties: { id: string } };
        const broken = [
          { ...record, trackingProperties: { id: idValue } },
          { ...record, trackingProperties: tracking },
          Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'trackingProperties')),
          [record],
          JSON.stringify(record),
          { message, trackingProperties: record.trackingProperties },
        ][which];
        return { data: broken, expected: null };
      });
    let replies = 0;
    fc.assert(
      fc.property(fc.oneof(valid, wrong), ({ data, expected }) => {
        const reply = parseWireReply(data);
        if (reply !== null) replies += 1;
        expect(reply).toEqual(expected);
      }),
      RUNS,
    );
    // Both branches are reached: about half the cases are replies.
    expect(replies).toBeGreaterThan(RUNS.numRuns * 0.3);
    expect(replies).toBeLessThan(RUNS.numRuns * 0.7);
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
        const user = readOrRefused(() => toLoggedUser(raw));
        if (user !== null) {
          expect(user.identity).not.toBe('');
          for (const key of ['email', 'fullName', 'tenantId', 'localNode', 'culture'] as const) {
            expect(typeof user[key]).toBe('string');
          }
          expect(isStringOrUndefined(user.extras.lastUsedTenants)).toBe(true);
        }
        const tenant = readOrRefused(() => toCurrentTenant(raw));
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
        const applications = readOrRefused(() => toApplications(raw));
        if (applications !== null) {
          for (const application of applications) expect(application.shortName).not.toBe('');
        }
        const plan = readOrRefused(() => toPlanName(raw));
        expect(plan === null || typeof plan === 'string').toBe(true);
        const toggles = toToggleRecord(raw, names);
        expect(Object.keys(toggles).sort()).toEqual([...names].sort());
        for (const value of Object.values(toggles)) expect(typeof value).toBe('boolean');
      }),
      RUNS,
    );
  });

  it('answer schema pieces: items or a MalformedAnswer; numbers always finite, texts always texts', () => {
    const FIELDS = fields({
      number: count(),
      maybeNumber: optionalCount,
      text,
      filled: filledText,
      optional: optionalText,
      flag: strictTrue,
    });
    fc.assert(
      fc.property(hostile, fc.anything(), (resource, value) => {
        const items = readOrRefused(() => itemsOfAnswer(resource, 'fuzz'));
        expect(items === null || Array.isArray(items)).toBe(true);
        const read = readAnswer(
          FIELDS,
          { number: value, maybeNumber: value, text: value, filled: value, optional: value, flag: value },
          'fuzz',
        );
        expect(Number.isFinite(read.number)).toBe(true);
        expect(read.maybeNumber === undefined || Number.isFinite(read.maybeNumber)).toBe(true);
        expect(typeof read.text).toBe('string');
        expect(read.filled === '' || read.filled.trim() !== '').toBe(true);
        expect(read.optional === undefined || read.optional.trim() !== '').toBe(true);
        expect(typeof read.flag).toBe('boolean');
        const required = readOrRefused(() => readAnswer(fields({ id: requiredText }), { id: value }, 'fuzz'));
        expect(required === null || required.id.trim() !== '').toBe(true);
      }),
      RUNS,
    );
  });

  it('appSettings.json: valid settings or an AppSettingsError naming the problems', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        try {
          parseAppSettings(raw, LOCAL_RUN);
        } catch (error) {
          expect(error).toBeInstanceOf(AppSettingsError);
          expect((error as AppSettingsError).problems.length).toBeGreaterThan(0);
        }
      }),
      RUNS,
    );
  });

  it('issue 19 §3: appSettings.json with one key set to a near-valid value is accepted exactly when the value is valid by the rule', () => {
    let accepted = 0;
    fc.assert(
      fc.property(settingsWithOneKeyChanged, ({ key, raw }) => {
        const valid = SETTING_RULES[key](raw[key]);
        let settings: AppSettings | null = null;
        try {
          settings = parseAppSettings(raw, LOCAL_RUN);
        } catch (error) {
          expect(error).toBeInstanceOf(AppSettingsError);
          expect((error as AppSettingsError).problems).toHaveLength(1);
          expect((error as AppSettingsError).problems[0]).toMatch(new RegExp(`^${key} `));
        }
        expect(settings !== null).toBe(valid);
        if (settings === null) return;
        accepted += 1;
        // Every accepted value is valid by the rule, and is the value given.
        for (const [name, rule] of Object.entries(SETTING_RULES)) {
          expect(rule(settings[name as keyof AppSettings]), name).toBe(true);
        }
        expect(settings[key]).toEqual(raw[key]);
      }),
      RUNS,
    );
    expect(accepted).toBeGreaterThan(RUNS.numRuns * 0.2);
    expect(accepted).toBeLessThan(RUNS.numRuns * 0.8);
  });
});
