/** One item of the contract subscription (spec 1 §3, spec 3 §3.3). quantity -1 = unlimited. */
export interface SubscriptionItem {
  readonly metricId: string;
  readonly quantity: number;
  readonly additionalItemValue: number;
  readonly allowAdditionalItem: boolean;
}

export const UNLIMITED_QUANTITY = -1;
