/**
 * The useSubscriptionReferenceDate flag every billing report uri carries (spec 3 §7): read
 * once, then cached for the session.
 */
export const ReferenceDateFlag = Symbol.for('ReferenceDateFlag');
export interface ReferenceDateFlag {
  useSubscriptionReferenceDate(): Promise<boolean>;
}
