import { describe, expect, it } from 'vitest';
import {
  FeatureToggleReferenceDateFlag,
  REFERENCE_DATE_TOGGLE,
} from '../../../src/infrastructure/reports/reference-date-flag.adapter';
import { FakeToggles } from '../../application/access/access-fakes';

describe('FeatureToggleReferenceDateFlag (spec 3 §7: fetched once and cached)', () => {
  it('final toggles: the first read is kept for the session', async () => {
    const toggles = new FakeToggles([REFERENCE_DATE_TOGGLE]);
    const flag = new FeatureToggleReferenceDateFlag(toggles);
    expect(await flag.useSubscriptionReferenceDate()).toBe(true);
    toggles.arrive([]);
    expect(await flag.useSubscriptionReferenceDate()).toBe(true);
  });

  it("issue 35 §2: while the portal's toggles are awaited a read is not kept; after its late answer, the answer counts", async () => {
    const toggles = new FakeToggles([]);
    toggles.awaitLateAnswer();
    const flag = new FeatureToggleReferenceDateFlag(toggles);
    expect(await flag.useSubscriptionReferenceDate()).toBe(false);
    toggles.arrive([REFERENCE_DATE_TOGGLE]);
    expect(await flag.useSubscriptionReferenceDate()).toBe(true);
  });
});
