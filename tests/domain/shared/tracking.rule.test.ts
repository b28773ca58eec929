import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTrackingPayload,
  longTrackingKeys,
  TRACK_KEY_LENGTH_LIMIT,
  trackingMonth,
  type TrackingInput,
} from '../../../src/domain/shared/tracking.rule';

const INPUT: TrackingInput = {
  plan: 'Standard',
  user: 'ana@example.com',
  tenantId: 'acme',
  organizationName: 'Acme',
  organizationUrl: 'acme.blip.ai',
  date: new Date(Date.UTC(2024, 2, 15, 12)),
  planStatus: 'nearLimit',
  action: 'period-changed',
  origin: 'dau-consumption',
};

describe('tracking payload (spec 1 §1, spec 3 §3.10)', () => {
  it('spec 3 §3.10: carries plan, user, tenantId, organizationName, organizationUrl, date (MM-YYYY), planStatus, action, origin', () => {
    expect(buildTrackingPayload(INPUT)).toEqual({
      plan: 'Standard',
      user: 'ana@example.com',
      tenantId: 'acme',
      organizationName: 'Acme',
      organizationUrl: 'acme.blip.ai',
      date: '03-2024',
      planStatus: 'nearLimit',
      action: 'period-changed',
      origin: 'dau-consumption',
    });
  });

  it('spec 1 §1: event detail travels along but never overwrites a payload field', () => {
    const payload = buildTrackingPayload({ ...INPUT, extra: { period: '2024-03', tenantId: 'other' } });
    expect(payload.period).toBe('2024-03');
    expect(payload.tenantId).toBe('acme');
  });

  it('spec 1 §1: the date is the UTC month, zero-padded', () => {
    expect(trackingMonth(new Date(Date.UTC(2023, 11, 31, 23, 59)))).toBe('12-2023');
    expect(trackingMonth(new Date(Date.UTC(2025, 0, 1, 0, 0)))).toBe('01-2025');
  });

  it('spec 1 §1: the date always reads MM-YYYY', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(2000, 0, 1)),
          max: new Date(Date.UTC(2099, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => /^(0[1-9]|1[0-2])-\d{4}$/.test(trackingMonth(date)),
      ),
      { numRuns: 1000, seed: 7 },
    );
  });
});

describe('long tracking keys (spec 1 §5, §9: limit 65)', () => {
  const key = (length: number) => 'k'.repeat(length);

  it('spec 1 §9: the limit is 65', () => {
    expect(TRACK_KEY_LENGTH_LIMIT).toBe(65);
  });
  it('spec 1 §5: a key of 65 characters is flagged', () => {
    expect(longTrackingKeys(buildTrackingPayload({ ...INPUT, extra: { [key(65)]: 1 } }))).toEqual([key(65)]);
  });
  it('spec 1 §5: a key of 64 characters is not flagged', () => {
    expect(longTrackingKeys(buildTrackingPayload({ ...INPUT, extra: { [key(64)]: 1 } }))).toEqual([]);
  });
  it('spec 1 §5: an event action (its key in analytics) of 65+ characters is flagged', () => {
    expect(longTrackingKeys(buildTrackingPayload({ ...INPUT, action: key(70) }))).toEqual([key(70)]);
    expect(longTrackingKeys(buildTrackingPayload({ ...INPUT, action: key(64) }))).toEqual([]);
  });
  it('spec 1 §5: the contract fields alone are never flagged', () => {
    expect(longTrackingKeys(buildTrackingPayload(INPUT))).toEqual([]);
  });
  it('spec 1 §5: every flagged key has 65 or more characters, and every such key is flagged', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 90 }), { maxLength: 6 }), (names) => {
        const extra = Object.fromEntries(names.map((name) => [name, true]));
        const flagged = longTrackingKeys(buildTrackingPayload({ ...INPUT, extra }));
        const expected = Object.keys(extra).filter((name) => name.length >= 65);
        return flagged.every((name) => name.length >= 65) && expected.every((name) => flagged.includes(name));
      }),
      { numRuns: 1000, seed: 11 },
    );
  });
});
