/** AI platform agent plan status (spec 1 §3, spec 2 §3). */
export interface AgentPlanStatus {
  readonly hasActivePaidPlan: boolean;
  readonly isTrial: boolean;
  readonly reason: string | undefined;
}
