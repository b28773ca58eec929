import type { UsageReportsGateway } from '../../../src/application/reports/usage-reports.port';
import {
  emptyMetricConsumption,
  defaultOlderAgentTotal,
  type AgentConsumptionRow,
  type MetricConsumption,
  type OlderAgentTotal,
  type ReportResult,
} from '../../../src/domain/reports/consumption.entity';

export function agentRow(overrides: Partial<AgentConsumptionRow> = {}): AgentConsumptionRow {
  return {
    agentName: 'Ana Souza',
    agentEmail: 'ana@acme.com',
    agentPhotoUri: undefined,
    extraCharge: false,
    totalTickets: 12,
    firstTicketDate: '2025-03-02T10:00:00Z',
    lastTicketDate: '2025-03-17T22:30:00Z',
    ...overrides,
  };
}

export function agentSummary(overrides: Partial<MetricConsumption> = {}, quantity = 10): MetricConsumption {
  return {
    ...emptyMetricConsumption('Agent'),
    metric: { metricId: 'Agent', quantity, allowAdditionalItem: true, additionalItemValue: 119.9 },
    total: 4,
    planUsage: 4,
    planUsageRate: 40,
    availablePlan: 6,
    ...overrides,
  };
}

export function olderTotal(overrides: Partial<OlderAgentTotal> = {}): OlderAgentTotal {
  return {
    ...defaultOlderAgentTotal(new Date('2025-03-18T12:00:00Z')),
    metric: { metricId: 'Agent', quantity: 10, allowAdditionalItem: true, additionalItemValue: 119.9 },
    total: 4,
    planUsage: 4,
    planUsageRate: 40,
    ...overrides,
  };
}

export const ok = <T>(value: T): ReportResult<T> => ({ status: 'SUCCESS', value });
export const failed = <T>(value: T, code = 1): ReportResult<T> => ({ status: 'failure', code, value });

export interface AgentCall {
  readonly call: 'agentSummary' | 'agentTotal' | 'agentsByAgent';
  readonly tenantId: string;
  readonly month: string;
  readonly take?: number;
}

/** A UsageReportsGateway with only the agents' calls answered; every call is recorded. */
export class FakeAgentReports implements Pick<
  UsageReportsGateway,
  'agentSummary' | 'agentTotal' | 'agentsByAgent'
> {
  readonly calls: AgentCall[] = [];
  summary: (month: string) => ReportResult<MetricConsumption> = () => ok(agentSummary());
  total: (month: string) => ReportResult<OlderAgentTotal> = () => ok(olderTotal());
  agents: (month: string, take: number) => ReportResult<AgentConsumptionRow[]> = () => ok([agentRow()]);
  /** When set, every answer waits for it (to interleave months). */
  gate: ((month: string) => Promise<void>) | undefined = undefined;

  private async wait(month: string): Promise<void> {
    if (this.gate) await this.gate(month);
  }

  async agentSummary(tenantId: string, month: string): Promise<ReportResult<MetricConsumption>> {
    this.calls.push({ call: 'agentSummary', tenantId, month });
    await this.wait(month);
    return this.summary(month);
  }

  async agentTotal(tenantId: string, month: string): Promise<ReportResult<OlderAgentTotal>> {
    this.calls.push({ call: 'agentTotal', tenantId, month });
    await this.wait(month);
    return this.total(month);
  }

  async agentsByAgent(
    tenantId: string,
    month: string,
    take: number,
  ): Promise<ReportResult<AgentConsumptionRow[]>> {
    this.calls.push({ call: 'agentsByAgent', tenantId, month, take });
    await this.wait(month);
    return this.agents(month, take);
  }

  /** The port, for the use cases (the other reports are not called by the agents pages). */
  asGateway(): UsageReportsGateway {
    return this as unknown as UsageReportsGateway;
  }
}
