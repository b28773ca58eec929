import type { AgentConsumptionGateway } from '../../../src/application/agents/agent-consumption.port';
import type { AgentOwnersGateway } from '../../../src/application/agents/agent-owners.port';
import type { AgentsGateway, ListAgentsOptions } from '../../../src/application/agents/agents.port';
import type {
  InviteAgentAnswer,
  InviteAgentModal,
} from '../../../src/application/agents/invite-agent-modal.port';
import type { AgentConsumption, AgentRecord } from '../../../src/domain/agents/agent.entity';

/** Literal fakes of the agents ports, recording what they were asked. */
export class FakeAgentsGateway implements AgentsGateway {
  records: AgentRecord[] = [];
  listError: unknown = undefined;
  saveError: unknown = undefined;
  removeError: unknown = undefined;
  addError: unknown = undefined;
  readonly saved: AgentRecord[] = [];
  readonly removed: { tenantId: string; userIdentity: string }[] = [];
  readonly added: { tenantId: string; emails: readonly string[] }[] = [];
  readonly listCalls: string[] = [];

  listAll(tenantId: string, _options?: ListAgentsOptions): Promise<AgentRecord[]> {
    this.listCalls.push(tenantId);
    return this.listError === undefined ? Promise.resolve([...this.records]) : Promise.reject(this.listError);
  }
  save(agent: AgentRecord): Promise<void> {
    this.saved.push(agent);
    return this.saveError === undefined ? Promise.resolve() : Promise.reject(this.saveError);
  }
  remove(tenantId: string, userIdentity: string): Promise<void> {
    this.removed.push({ tenantId, userIdentity });
    return this.removeError === undefined ? Promise.resolve() : Promise.reject(this.removeError);
  }
  add(tenantId: string, emails: readonly string[]): Promise<void> {
    this.added.push({ tenantId, emails });
    return this.addError === undefined ? Promise.resolve() : Promise.reject(this.addError);
  }
}

export class FakeConsumptionGateway implements AgentConsumptionGateway {
  rows: AgentConsumption[] = [];
  error: unknown = undefined;
  readonly months: string[] = [];
  getMonthly(_tenantId: string, month: string): Promise<AgentConsumption[]> {
    this.months.push(month);
    return this.error === undefined ? Promise.resolve([...this.rows]) : Promise.reject(this.error);
  }
}

export class FakeOwnersGateway implements AgentOwnersGateway {
  bots = new Map<string, string[]>();
  failing = new Set<string>();
  inFlight = 0;
  maxInFlight = 0;
  readonly asked: string[] = [];
  getBots(_tenantId: string, userIdentity: string): Promise<string[]> {
    this.asked.push(userIdentity);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    return new Promise((resolve, reject) => {
      setTimeout(() => {
        this.inFlight -= 1;
        if (this.failing.has(userIdentity)) reject(new Error('desk down'));
        else resolve(this.bots.get(userIdentity) ?? []);
      }, 1);
    });
  }
}

export class FakeInviteModal implements InviteAgentModal {
  answers: InviteAgentAnswer[] = [];
  opened = 0;
  error: unknown = undefined;
  open(): Promise<InviteAgentAnswer> {
    this.opened += 1;
    if (this.error !== undefined) return Promise.reject(this.error);
    return Promise.resolve(this.answers.shift() ?? { kind: 'cancelled' });
  }
}
