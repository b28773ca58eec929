import { inject, injectable } from 'inversify';
import { FeatureToggles } from '../../application/shared/feature-toggles.port';
import type { ReferenceDateFlag } from '../../application/reports/reference-date-flag.port';

export const REFERENCE_DATE_TOGGLE = 'billing-use-subscription-reference-date';

/**
 * Spec 3 §7: "fetched once and cached; one reading says it comes from the feature toggle
 * 'billing-use-subscription-reference-date', another says from a setting". We take the toggle
 * reading (the toggle is in the spec's list, §9; no setting is named). The toggles are loaded
 * at start-up (before any report page), so the first read of final toggles is kept for the
 * session; while the portal's toggles are still awaited (they read off, issue 35 §2) a read is
 * not kept, so the reports asked after a late answer use it. It is bound as a singleton and
 * every billing report uri shares it.
 */
@injectable()
export class FeatureToggleReferenceDateFlag implements ReferenceDateFlag {
  private cached: Promise<boolean> | undefined;

  constructor(@inject(FeatureToggles) private readonly toggles: FeatureToggles) {}

  useSubscriptionReferenceDate(): Promise<boolean> {
    if (this.toggles.lateAnswer?.() !== undefined) {
      return Promise.resolve(this.toggles.isEnabled(REFERENCE_DATE_TOGGLE));
    }
    this.cached ??= Promise.resolve(this.toggles.isEnabled(REFERENCE_DATE_TOGGLE));
    return this.cached;
  }
}
