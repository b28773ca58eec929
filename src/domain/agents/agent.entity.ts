/**
 * A help-desk agent as the portal lists it (spec 1 §3 'Agent'). `enabled` is the copy of
 * `isEnabled` the screen works with (spec 1 §7); `applications` are bot short names. The fields
 * are read for the screen (a missing name or e-mail reads as the account name); what a save
 * sends back is `portalRecord`, the portal's own object (issue 35 §1).
 */
export interface AgentRecord {
  readonly tenantId: string;
  readonly userIdentity: string;
  readonly fullName: string;
  readonly email: string;
  readonly roleId: string;
  readonly userStatus: string;
  readonly isEnabled: boolean;
  readonly enabled: boolean;
  /** ISO date-time, or undefined when the portal sent none. */
  readonly creationDate: string | undefined;
  readonly applications: readonly string[];
  /**
   * The agent object exactly as the portal listed it, unknown fields included. A save sends it
   * back with only what the module changes (`isEnabled`, and `applications` when cleared), never
   * the screen's readings of it nor the desk's bots.
   */
  readonly portalRecord: Readonly<Record<string, unknown>>;
}

/** One row of this month's consumption by agent (spec 1 §3, spec 3 §7.2). */
export interface AgentConsumption {
  readonly agentEmail: string;
  readonly firstTicketDate: string | undefined;
  readonly totalTickets: number;
}

/** An agent with what this month's consumption says about it (spec 1 §3 'Derived'). */
export interface Agent extends AgentRecord {
  /** Received at least one ticket in the current month (spec 1 §4). */
  readonly triggered: boolean;
  readonly firstAttendance: string | undefined;
  readonly ticketsCount: number;
}
